import { editableProfileFields, emailChanges, profileFormSchema, profileUpdate, type Customer } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { SchemaTextFields, type TextFieldSpec } from '../../lib/schema-text-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { useSession } from '../account';
import { useOutcomeNotice } from './use-outcome-notice';

const PROFILE_FIELDS: readonly TextFieldSpec<'firstname' | 'lastname' | 'email'>[] = [
  { name: 'firstname', id: 'profile-firstname', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastname', id: 'profile-lastname', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', id: 'profile-email', type: 'email', label: 'E-mail address', autoComplete: 'email' },
];
const CURRENT_PASSWORD: readonly TextFieldSpec<'currentPassword'>[] = [
  {
    name: 'currentPassword',
    id: 'profile-current-password',
    type: 'password',
    label: 'Current password',
    autoComplete: 'current-password',
  },
];

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
      <SchemaTextFields
        specs={PROFILE_FIELDS.map((spec) => ({ ...spec, readOnly: !editable[spec.name] }))}
        field={field}
      />
      {editable.email && emailChanges(values.email, user.email) && (
        <SchemaTextFields specs={CURRENT_PASSWORD} field={field} />
      )}
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Save')}
      </Button>
    </form>
  );
}
