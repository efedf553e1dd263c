import { useEffect } from 'react';
import type { AuthElem } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { Modal } from '../../../ui/Modal';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './signup.css';

const TITLES: Record<AuthElem, string> = {
  login: 'Log in to your account',
  register: 'Create a new account',
  'forgot-pass': 'Reset password',
};

/** The sign-up modal (`modal-signup`): login, register and forgot-password views, switched by UI state `authElem`. */
export default function SignupModal({
  view,
  onView,
  onClose,
}: {
  view: AuthElem;
  onView: (view: AuthElem) => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const props = { onView, onDone: onClose };
  // Whatever the shopper sends next needs the session's actions: fetch them while the form is being filled in.
  useEffect(() => void import('../session-actions'), []);
  return (
    <Modal title={t(TITLES[view])} closeLabel={t('Close')} onClose={onClose} className="modal-signup">
      {view === 'login' && <LoginForm key="login" {...props} />}
      {view === 'register' && <RegisterForm key="register" {...props} />}
      {view === 'forgot-pass' && <ForgotPasswordForm key="forgot-pass" {...props} />}
    </Modal>
  );
}
