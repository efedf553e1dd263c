import { editableProfileFields, emailChanges, profileFormSchema, profileUpdate, type Customer } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSession } from '../account';
import { useOutcomeNotice } from './use-outcome-notice';

/**
 * First name, last name and e-mail; the fields `users.allowModification` leaves out are shown read-only. A new e-mail
 * also asks for the current password, which the API needs for it (a stolen session alone cannot move the account).
 */
export function ProfileForm({ user, allowModification }: { user: Customer; allowModification: readonly string[] }) {
  const t = useTranslate();
  const session = useSession();
  const notice = useOutcomeNotice();
  const editable = editableProfileFields(allowModification);
  const { form, field, onSubmit, busy, values, setValues } = useSchemaForm({
    schema: profileFormSchema(user.email),
    initial: { firstname: user.firstname, lastname: user.lastname, email: user.email, currentPassword: '' },
    submit: async ({ currentPassword, ...changes }) => {
      const update = profileUpdate(user, changes, allowModification);
      const updated = notice(
        await session.updateProfile(
          emailChanges(update.customer.email, user.email) ? { ...update, currentPassword } : update,
        ),
        'Account data has successfully been updated',
      );
      // The password does not stay in the page once used.
      if (updated) setValues((current) => ({ ...current, currentPassword: '' }));
      return updated;
    },
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
      {editable.email && emailChanges(values.email, user.email) && (
        <TextField
          id="profile-current-password"
          type="password"
          label={t('Current password')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
      )}
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Save')}
      </Button>
    </form>
  );
}
