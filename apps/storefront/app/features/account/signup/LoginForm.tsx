import { loginFormSchema } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/Button';
import { SchemaTextFields, type TextFieldSpec } from '../../../lib/schema-text-fields';
import { useSession } from '../use-session';
import { BusySubmit } from './BusySubmit';
import { FormMessage } from './FormMessage';
import type { AuthViewProps } from './auth-view';

const FIELDS: readonly TextFieldSpec<'email' | 'password'>[] = [
  { name: 'email', id: 'login-email', type: 'email', autoComplete: 'email', label: 'E-mail address' },
  { name: 'password', id: 'login-password', type: 'password', autoComplete: 'current-password', label: 'Password' },
];

export function LoginForm({ onView, onDone }: AuthViewProps) {
  const t = useTranslate();
  const session = useSession();
  const { field, message, busy, form, onSubmit } = useSchemaForm({
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
      <SchemaTextFields specs={FIELDS} field={field} />
      <FormMessage message={message} />
      <BusySubmit busy={busy} label="Log in" />
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
