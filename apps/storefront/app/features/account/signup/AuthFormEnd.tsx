import type { ReactNode } from 'react';
import type { AuthElem } from '@storefront/core';
import { useTranslate } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import type { AuthViewProps } from './auth-view';
import { BusySubmit } from './BusySubmit';
import { FormMessage } from './FormMessage';

/**
 * The end of a form of the sign-up modal: the server's message, the submit button (busy while the request runs) and,
 * under them, the ways to the modal's other views (`SwitchTo`).
 */
export function AuthFormEnd({
  message,
  busy,
  submit,
  children,
}: {
  message: string | undefined;
  busy: boolean;
  submit: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormMessage message={message} />
      <BusySubmit busy={busy} label={submit} />
      <div className="auth-switch">{children}</div>
    </>
  );
}

/** A link-styled button to another view of the modal, after the question it answers where there is one. */
export function SwitchTo({
  view,
  label,
  question,
  onView,
}: {
  view: AuthElem;
  label: string;
  question?: string;
  onView: AuthViewProps['onView'];
}) {
  const t = useTranslate();
  const button = (
    <Button variant="ghost" onClick={() => onView(view)}>
      {t(label)}
    </Button>
  );
  if (question === undefined) return button;
  return (
    <span>
      {t(question)} {button}
    </span>
  );
}
