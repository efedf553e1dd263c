import type { ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** The live region toasts appear in: screen readers announce each one without moving the focus. */
export function ToastRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="ui-toasts" aria-label={label}>
      <div role="status" aria-live="polite">
        {children}
      </div>
    </section>
  );
}

/** One short message with up to a couple of actions (buttons passed as `actions`). */
export function Toast({
  tone = 'info',
  children,
  actions,
}: {
  tone?: ToastTone;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`ui-toast ui-toast--${tone}`}>
      <span>{children}</span>
      {actions && <span className="ui-toast-actions">{actions}</span>}
    </div>
  );
}
