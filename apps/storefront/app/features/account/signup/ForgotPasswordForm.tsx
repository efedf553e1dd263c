import { useState } from 'react';
import { forgotPasswordFormSchema } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { Button } from '../../../ui/Button';
import { SchemaTextFields, type TextFieldSpec } from '../../../lib/schema-text-fields';
import { useSession } from '../use-session';
import type { AuthViewProps } from './auth-view';
import { AuthFormEnd, SwitchTo } from './AuthFormEnd';

const FIELDS: readonly TextFieldSpec<'email'>[] = [
  { name: 'email', id: 'forgot-email', type: 'email', autoComplete: 'email', label: 'E-mail address' },
];

/** Asks for the reset e-mail; the answer is the same whether or not an account exists (no account enumeration). */
export function ForgotPasswordForm({ onView }: AuthViewProps) {
  const t = useTranslate();
  const session = useSession();
  const [sentTo, setSentTo] = useState<string>();
  const { field, message, busy, form, onSubmit } = useSchemaForm({
    schema: forgotPasswordFormSchema,
    initial: { email: '' },
    submit: async (fields) => {
      const outcome = await session.requestPasswordReset(fields.email.trim());
      if (outcome.ok) setSentTo(fields.email.trim());
      return outcome;
    },
  });
  if (sentTo)
    return (
      <div className="auth-form">
        <p role="status">
          {t('If an account exists for {email}, we have sent a link to reset the password.', { email: sentTo })}
        </p>
        <Button variant="secondary" onClick={() => onView('login')}>
          {t('Back to login')}
        </Button>
      </div>
    );
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      <p>{t('Enter your e-mail address and we will send you a link to reset your password.')}</p>
      <SchemaTextFields specs={FIELDS} field={field} />
      <AuthFormEnd message={message} busy={busy} submit="Send reset link">
        <SwitchTo view="login" label="Back to login" onView={onView} />
      </AuthFormEnd>
    </form>
  );
}
