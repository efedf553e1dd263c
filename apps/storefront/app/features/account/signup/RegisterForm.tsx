import { registerFormSchema, type RegisterFields } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { SchemaTextFields, type TextFieldSpec } from '../../../lib/schema-text-fields';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { fieldAria } from '../../../ui/field-aria';
import { useSession } from '../use-session';
import type { AuthViewProps } from './auth-view';
import { AuthFormEnd, SwitchTo } from './AuthFormEnd';

const EMPTY: RegisterFields = {
  email: '',
  firstname: '',
  lastname: '',
  password: '',
  rPassword: '',
  conditions: false,
};

type TextName = 'email' | 'firstname' | 'lastname' | 'password' | 'rPassword';
const text = (name: TextName, label: string, type: TextFieldSpec<TextName>['type'], autoComplete: string) => ({
  name,
  id: `register-${name}`,
  label,
  type,
  autoComplete,
});
const FIELDS: readonly TextFieldSpec<TextName>[] = [
  text('email', 'E-mail address', 'email', 'email'),
  text('firstname', 'First name', 'text', 'given-name'),
  text('lastname', 'Last name', 'text', 'family-name'),
  text('password', 'Password', 'password', 'new-password'),
  text('rPassword', 'Repeat password', 'password', 'new-password'),
];

/** docs/behaviour.md#calls: on code 200 the shopper is logged in. */
export function RegisterForm({ onView, onDone }: AuthViewProps) {
  const t = useTranslate();
  const session = useSession();
  const { values, set, field, error, message, busy, form, onSubmit } = useSchemaForm({
    schema: registerFormSchema,
    initial: EMPTY,
    submit: async (fields) => {
      const outcome = await session.register({
        customer: { email: fields.email.trim(), firstname: fields.firstname.trim(), lastname: fields.lastname.trim() },
        password: fields.password,
      });
      if (outcome.ok) onDone();
      return outcome;
    },
  });
  const termsError = error('conditions');
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      <SchemaTextFields specs={FIELDS} field={field} />
      <div className="auth-terms">
        <input
          id="register-conditions"
          name="conditions"
          type="checkbox"
          checked={values.conditions}
          onChange={(event) => set('conditions', event.target.checked)}
          {...fieldAria('register-conditions', { error: termsError })}
        />
        <label htmlFor="register-conditions">{t('I accept the terms and conditions')}</label>
        {termsError && (
          <p id="register-conditions-error" className="ui-field-error">
            {termsError}
          </p>
        )}
      </div>
      <AuthFormEnd message={message} busy={busy} submit="Register">
        <SwitchTo view="login" question="Already have an account?" label="Log in" onView={onView} />
      </AuthFormEnd>
    </form>
  );
}
