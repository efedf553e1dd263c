import { lazy } from 'react';
import { useTranslate } from '../../lib/i18n';
import type { ResetLink } from './NewPasswordForm';

// The form and its schema load with this page only: the account feature's face is part of every page's start-up code.
// Deliberately no Suspense boundary (as the catalogue's views, catalog-view.tsx): on the server the shell waits for
// the form, so the HTML is complete without JavaScript (inside a boundary it would stream in a hidden element that
// only a script reveals), and in the browser hydration keeps the server's form until the chunk is there.
const NewPasswordForm = lazy(() => import('./NewPasswordForm'));

/**
 * The page of the e-mailed reset link: a new password, confirmed, for the link's e-mail and token. An expired or used
 * link gets the API's own message; on success the shopper is logged in (`users.loginAfterCreatePassword`).
 */
export function CreatePasswordPage({ email, resetToken, refusal }: ResetLink) {
  const t = useTranslate();
  const complete = email !== '' && resetToken !== '';
  return (
    <article className="page create-password-page">
      <h1>{t('Set a new password')}</h1>
      {complete ? (
        <NewPasswordForm email={email} resetToken={resetToken} refusal={refusal} />
      ) : (
        <p role="alert">{t('This link is incomplete. Ask for a new password reset e-mail.')}</p>
      )}
    </article>
  );
}
