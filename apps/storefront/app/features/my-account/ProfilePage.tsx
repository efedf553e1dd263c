import { useTranslate } from '../../lib/i18n';
import { useSession } from '../account';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

type FrameProps = Pick<AccountFrameProps, 'nav' | 'homeHref'>;

/** `/my-account`: the profile and the password. */
export function ProfilePage({ allowModification, ...frame }: FrameProps & { allowModification: readonly string[] }) {
  const t = useTranslate();
  const { user } = useSession();
  return (
    <AccountFrame {...frame} section="profile" title={t('My account')}>
      {user && <ProfileForm key={user.id} user={user} allowModification={allowModification} />}
      <PasswordForm />
    </AccountFrame>
  );
}
