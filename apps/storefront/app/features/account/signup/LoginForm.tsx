import { loginFormSchema } from '@storefront/core';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SchemaTextFields, type TextFieldSpec } from '../../../lib/schema-text-fields';
import { useSession } from '../use-session';
import { AuthFormEnd, SwitchTo } from './AuthFormEnd';
import type { AuthViewProps } from './auth-view';

const FIELDS: readonly TextFieldSpec<'email' | 'password'>[] = [
  { name: 'email', id: 'login-email', type: 'email', autoComplete: 'email', label: 'E-mail address' },
  { name: 'password', id: 'login-password', type: 'password', autoComplete: 'current-password', label: 'Password' },
];

export function LoginForm({ onView, onDone }: AuthViewProps) {
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
      <AuthFormEnd message={message} busy={busy} submit="Log in">
        <SwitchTo view="forgot-pass" label="Forgot password?" onView={onView} />
        <SwitchTo view="register" question="Not a member yet?" label="Register" onView={onView} />
      </AuthFormEnd>
    </form>
  );
}
