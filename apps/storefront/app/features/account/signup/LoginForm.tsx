import { loginFormSchema } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useSession } from '../use-session';
import { FormMessage } from './FormMessage';
import type { AuthViewProps } from './auth-view';

export function LoginForm({ onView, onDone }: AuthViewProps) {
  const t = useTranslate();
  const session = useSession();
  const { values, set, error, message, busy, form, onSubmit } = useSchemaForm({
    schema: loginFormSchema,
    initial: { email: '', password: '' },
    submit: async (fields) => {
      const outcome = await session.login(fields.email.trim(), fields.password);
      if (outcome.ok) onDone();
      return outcome;
    },
  });
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('E-mail address')}
        value={values.email}
        error={error('email')}
        onChange={(event) => set('email', event.target.value)}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('Password')}
        value={values.password}
        error={error('password')}
        onChange={(event) => set('password', event.target.value)}
      />
      <FormMessage message={message} />
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
