import { useState } from 'react';
import { validateForgotPassword } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useSession } from '../use-session';
import type { AuthViewProps } from './auth-view';
import { FormMessage } from './FormMessage';
import { useAuthForm } from './use-auth-form';

/** Asks for the reset e-mail; the answer is the same whether or not an account exists (no account enumeration). */
export function ForgotPasswordForm({ onView }: AuthViewProps) {
  const t = useTranslate();
  const session = useSession();
  const [sentTo, setSentTo] = useState<string>();
  const { values, set, errors, serverError, busy, form, onSubmit } = useAuthForm({
    initial: { email: '' },
    validate: validateForgotPassword,
    submit: (fields) => session.requestPasswordReset(fields.email.trim()),
    onDone: () => setSentTo(values.email.trim()),
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
    <form ref={form} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('Enter your e-mail address and we will send you a link to reset your password.')}</p>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('E-mail address')}
        value={values.email}
        error={errors.email ? t(errors.email) : undefined}
        onChange={(event) => set('email', event.target.value)}
      />
      <FormMessage message={serverError} />
      <Button type="submit" variant="primary" disabled={busy}>
        {t('Send reset link')}
      </Button>
      <div className="auth-switch">
        <Button variant="ghost" onClick={() => onView('login')}>
          {t('Back to login')}
        </Button>
      </div>
    </form>
  );
}
