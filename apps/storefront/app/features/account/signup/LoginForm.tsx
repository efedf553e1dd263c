import { validateLogin } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useSession } from '../use-session';
import { FormMessage } from './FormMessage';
import { useAuthForm } from './use-auth-form';
import type { AuthViewProps } from './auth-view';

export function LoginForm({ onView, onDone }: AuthViewProps) {
  const t = useTranslate();
  const session = useSession();
  const { values, set, errors, serverError, busy, form, onSubmit } = useAuthForm({
    initial: { email: '', password: '' },
    validate: validateLogin,
    submit: (fields) => session.login(fields.email.trim(), fields.password),
    onDone,
  });
  const error = (key?: string) => (key ? t(key) : undefined);
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('E-mail address')}
        value={values.email}
        error={error(errors.email)}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('Password')}
        value={values.password}
        error={error(errors.password)}
        onChange={(event) => set('password', event.target.value)}
      />
      <FormMessage message={serverError} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Log in')}
      </Button>
      <div className="auth-switch">
        <Button variant="ghost" onClick={() => onView('forgot-pass')}>
          {t('Forgot password?')}
        </Button>
        <span>
          {t('Not a member yet?')}{' '}
          <Button variant="ghost" onClick={() => onView('register')}>
            {t('Register')}
          </Button>
        </span>
      </div>
    </form>
  );
}
