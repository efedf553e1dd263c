import { changePasswordFormSchema } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { SchemaTextFields, type TextFieldSpec } from '../../lib/schema-text-fields';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { useSession } from '../account';
import { useOutcomeNotice } from './use-outcome-notice';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const password = (name: keyof typeof EMPTY, id: string, label: string, autoComplete: string) =>
  ({ name, id: `password-${id}`, type: 'password', label, autoComplete }) as const;
const FIELDS: readonly TextFieldSpec<keyof typeof EMPTY>[] = [
  password('currentPassword', 'current', 'Current password', 'current-password'),
  password('newPassword', 'new', 'New password', 'new-password'),
  password('confirmPassword', 'confirm', 'Repeat the new password', 'new-password'),
];

/** Change password: current, new and repeated (see docs/behaviour.md#validation-messages); a refusal shows the server's message (see docs/behaviour.md#error-messages). */
export function PasswordForm() {
  const t = useTranslate();
  const session = useSession();
  const notice = useOutcomeNotice();
  const { form, field, onSubmit, busy, setValues } = useSchemaForm({
    schema: changePasswordFormSchema,
    initial: EMPTY,
    submit: async ({ currentPassword, newPassword }) => {
      const changed = notice(
        await session.changePassword(currentPassword, newPassword),
        'Password has successfully been changed',
      );
      // Passwords do not stay in the page once used.
      if (changed) setValues(EMPTY);
      return changed;
    },
  });
  return (
    <form ref={form} className="account-form" onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('Change password')}</h2>
      <SchemaTextFields specs={FIELDS} field={field} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Change password')}
      </Button>
    </form>
  );
}
