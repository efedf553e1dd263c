import { useNavigate } from 'react-router';
import { validateNewPassword } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { FormMessage } from './signup/FormMessage';
import { useAuthForm } from './signup/use-auth-form';
import { useSession } from './use-session';

/**
 * The page of the e-mailed reset link: a new password, confirmed, for the link's e-mail and token. An expired or used
 * link gets the API's own message; on success the shopper is logged in (`users.loginAfterCreatePassword`).
 */
export function CreatePasswordPage({ email, resetToken }: { email: string; resetToken: string }) {
  const t = useTranslate();
  const session = useSession();
  const notifications = useNotifications();
  const navigate = useNavigate();
  const { values, set, errors, serverError, busy, form, onSubmit } = useAuthForm({
    initial: { password: '', rPassword: '' },
    validate: validateNewPassword,
    submit: (fields) => session.createPassword({ email, resetToken, newPassword: fields.password }),
    onDone: () => {
      notifications.add({ type: 'success', message: 'Your new password is set.' });
      void navigate('/');
    },
  });
  const complete = email !== '' && resetToken !== '';
  return (
    <article className="page create-password-page">
      <h1>{t('Set a new password')}</h1>
      {complete ? (
        <form ref={form} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p>{email}</p>
          <TextField
            id="create-password"
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('New password')}
            value={values.password}
            error={errors.password ? t(errors.password) : undefined}
            onChange={(event) => set('password', event.target.value)}
          />
          <TextField
            id="create-password-repeat"
            name="rPassword"
            type="password"
            autoComplete="new-password"
            label={t('Repeat the new password')}
            value={values.rPassword}
            error={errors.rPassword ? t(errors.rPassword) : undefined}
            onChange={(event) => set('rPassword', event.target.value)}
          />
          <FormMessage message={serverError} />
          <Button type="submit" variant="primary" disabled={busy}>
            {t('Save the password')}
          </Button>
        </form>
      ) : (
        <p role="alert">{t('This link is incomplete. Ask for a new password reset e-mail.')}</p>
      )}
    </article>
  );
}
