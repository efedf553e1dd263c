import { useLocation, useNavigate } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useSession } from './use-session';

/** Ends the session ("You're logged out"); an account page the shopper may no longer see gives way to the home page. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useTranslate();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Button
      variant="icon"
      className={className}
      aria-label={t('Log out')}
      onClick={() =>
        void session.logout().then(() => {
          if (/(^|\/)my-account(\/|$)/.test(pathname)) void navigate('/');
        })
      }
    >
      <Icon name="logout" />
    </Button>
  );
}
