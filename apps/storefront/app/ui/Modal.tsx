import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { Icon } from './Icon';

export interface ModalProps {
  /** The accessible name; shown as a heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  closeLabel: string;
  onClose: () => void;
  /** 'full' covers the screen (image zoom). */
  size?: 'medium' | 'full';
  /** A screen's own class beside the kit's, for styling what it puts inside. */
  className?: string;
  children: ReactNode;
}

/** A dialog in the middle of the screen over a scrim. */
export function Modal({ title, hideTitle, closeLabel, onClose, size = 'medium', className, children }: ModalProps) {
  return (
    <DialogFrame
      label={title}
      onClose={onClose}
      className={`ui-modal ui-modal--${size}${className ? ` ${className}` : ''}`}
    >
      <div className={hideTitle ? 'ui-dialog-header ui-dialog-header--bare' : 'ui-dialog-header'}>
        {!hideTitle && <h2>{title}</h2>}
        <button type="button" className="ui-button ui-button--icon" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="ui-dialog-body">{children}</div>
    </DialogFrame>
  );
}
