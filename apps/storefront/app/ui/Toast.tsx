import type { ReactNode } from 'react';
import { Icon } from './Icon';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** The live region toasts appear in: screen readers announce each one without moving the focus. */
export function ToastRegion({
  label,
  inDialog = false,
  children,
}: {
  label: string;
  inDialog?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={inDialog ? 'ui-toasts ui-toasts--in-dialog' : 'ui-toasts'} aria-label={label}>
      <div role="status" aria-live="polite">
        {children}
      </div>
    </section>
  );
}

/**
 * One short message with up to a couple of actions (buttons passed as `actions`) and, given `onClose`, a close button
 * named `closeLabel`.
 */
export function Toast({
  tone = 'info',
  children,
  actions,
  onClose,
  closeLabel,
}: {
  tone?: ToastTone;
  children: ReactNode;
  actions?: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
}) {
  return (
    <div className={`ui-toast ui-toast--${tone}`}>
      <span>{children}</span>
      {actions && <span className="ui-toast-actions">{actions}</span>}
      {onClose && (
        <button type="button" className="ui-toast-close" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
