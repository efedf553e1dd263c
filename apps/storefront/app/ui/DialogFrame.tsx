import { useRef, type ReactNode } from 'react';
import { useEscapeKey } from './use-escape-key';
import { useFocusTrap } from './use-focus-trap';

export interface DialogFrameProps {
  label: string;
  onClose: () => void;
  className: string;
  children: ReactNode;
}

/**
 * What drawers and modals share: a scrim that closes on click, and a modal dialog that takes the focus, keeps it until
 * it closes (Escape closes it too), then gives it back to the opener.
 */
export function DialogFrame({ label, onClose, className, children }: DialogFrameProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog);
  useEscapeKey(onClose);
  return (
    <>
      {/* The scrim is a mouse and touch shortcut; keyboards have Escape and the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="ui-scrim" data-testid="scrim" onClick={onClose} />
      <div ref={dialog} className={className} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </div>
    </>
  );
}
