import { editableProfileFields, profileErrors, profileUpdate, type Customer } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useSession } from '../use-session';
import { useAccountForm } from './use-account-form';
import { useOutcomeNotice } from './use-outcome-notice';

/** First name, last name and e-mail; the fields `users.allowModification` leaves out are shown read-only. */
export function ProfileForm({ user, allowModification }: { user: Customer; allowModification: readonly string[] }) {
  const t = useTranslate();
  const session = useSession();
  const notice = useOutcomeNotice();
  const editable = editableProfileFields(allowModification);
  const { form, field, onSubmit, busy } = useAccountForm({
    initial: { firstname: user.firstname, lastname: user.lastname, email: user.email },
    validate: profileErrors,
    submit: async (values) =>
      notice(
        await session.updateProfile(profileUpdate(user, values, allowModification)),
        'Account data has successfully been updated',
      ),
  });
  return (
    <form ref={form} className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('My profile')}</h2>
      <TextField
        id="profile-firstname"
        label={t('First name')}
        autoComplete="given-name"
        readOnly={!editable.firstname}
        {...field('firstname')}
      />
      <TextField
        id="profile-lastname"
        label={t('Last name')}
        autoComplete="family-name"
        readOnly={!editable.lastname}
        {...field('lastname')}
      />
      <TextField
        id="profile-email"
        type="email"
        label={t('E-mail address')}
        autoComplete="email"
        readOnly={!editable.email}
        {...field('email')}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Save')}
      </Button>
    </form>
  );
}
