import { lazy, Suspense } from 'react';
import { useTranslate } from '../../lib/i18n';

// The form and its schema load with this page only: the account feature's face is part of every page's start-up code.
const NewPasswordForm = lazy(() => import('./NewPasswordForm'));

/**
 * The page of the e-mailed reset link: a new password, confirmed, for the link's e-mail and token. An expired or used
 * link gets the API's own message; on success the shopper is logged in (`users.loginAfterCreatePassword`).
 */
export function CreatePasswordPage({ email, resetToken }: { email: string; resetToken: string }) {
  const t = useTranslate();
  const complete = email !== '' && resetToken !== '';
  return (
    <article className="page create-password-page">
      <h1>{t('Set a new password')}</h1>
      {complete ? (
        <Suspense fallback={null}>
          <NewPasswordForm email={email} resetToken={resetToken} />
        </Suspense>
      ) : (
        <p role="alert">{t('This link is incomplete. Ask for a new password reset e-mail.')}</p>
      )}
    </article>
  );
}
