import { useNavigate } from 'react-router';
import { NEW_PASSWORD_SET, newPasswordFormSchema } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useTranslate } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { SchemaTextFields, type TextFieldSpec } from '../../lib/schema-text-fields';
import { FormMessage } from './signup/FormMessage';
import { useSession } from './use-session';

const FIELDS: readonly TextFieldSpec<'password' | 'rPassword'>[] = [
  { name: 'password', id: 'create-password', type: 'password', autoComplete: 'new-password', label: 'New password' },
  {
    name: 'rPassword',
    id: 'create-password-repeat',
    type: 'password',
    autoComplete: 'new-password',
    label: 'Repeat the new password',
  },
];

/** The reset link's e-mail and token, and why the form's post without JavaScript was refused (the route action's). */
export interface ResetLink {
  email: string;
  resetToken: string;
  refusal?: string | undefined;
}

/**
 * The new password, typed twice, for the reset link's e-mail and token; on success the shopper goes home. It posts to
 * the page's route action until the page is hydrated (and without JavaScript), never as a GET with the password in
 * the URL.
 */
export default function NewPasswordForm({ email, resetToken, refusal }: ResetLink) {
  const t = useTranslate();
  const session = useSession();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { field, message, busy, form, onSubmit } = useSchemaForm({
    schema: newPasswordFormSchema,
    initial: { password: '', rPassword: '' },
    message: refusal,
    submit: async (fields) => {
      const outcome = await session.createPassword({ email, resetToken, newPassword: fields.password });
      if (outcome.ok) {
        notifications.add({ type: 'success', message: NEW_PASSWORD_SET });
        void navigate('/');
      }
      return outcome;
    },
  });
  return (
    <form ref={form} className="auth-form" method="post" noValidate onSubmit={onSubmit}>
      <p>{email}</p>
      <SchemaTextFields specs={FIELDS} field={field} />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Save the password')}
      </Button>
    </form>
  );
}
