import { useNavigate } from 'react-router';
import { newPasswordFormSchema } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useTranslate } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { FormMessage } from './signup/FormMessage';
import { useSession } from './use-session';

/** The new password, typed twice, for the reset link's e-mail and token; on success the shopper goes home. */
export default function NewPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const t = useTranslate();
  const session = useSession();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { values, set, error, message, busy, form, onSubmit } = useSchemaForm({
    schema: newPasswordFormSchema,
    initial: { password: '', rPassword: '' },
    submit: async (fields) => {
      const outcome = await session.createPassword({ email, resetToken, newPassword: fields.password });
      if (outcome.ok) {
        notifications.add({ type: 'success', message: 'Your new password is set.' });
        void navigate('/');
      }
      return outcome;
    },
  });
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      <p>{email}</p>
      <TextField
        id="create-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('New password')}
        value={values.password}
        error={error('password')}
        onChange={(event) => set('password', event.target.value)}
      />
      <TextField
        id="create-password-repeat"
        name="rPassword"
        type="password"
        autoComplete="new-password"
        label={t('Repeat the new password')}
        value={values.rPassword}
        error={error('rPassword')}
        onChange={(event) => set('rPassword', event.target.value)}
      />
      <FormMessage message={message} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Save the password')}
      </Button>
    </form>
  );
}
