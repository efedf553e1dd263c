import type { ReactNode } from 'react';
import { buttonClass } from './button-class';
import { Icon } from './Icon';
import { ToastSlot } from './toast-slot';

/** What drawers and modals show inside their frame: a header with the title and the close button, then the body. */
export function DialogContent({
  title,
  hideTitle = false,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  hideTitle?: boolean;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className={hideTitle ? 'ui-dialog-header ui-dialog-header--bare' : 'ui-dialog-header'}>
        {!hideTitle && <h2>{title}</h2>}
        <button type="button" className={buttonClass('icon')} aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <ToastSlot />
      <div className="ui-dialog-body">{children}</div>
    </>
  );
}
