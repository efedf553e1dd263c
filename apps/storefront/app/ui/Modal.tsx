import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { DialogContent } from './DialogContent';

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
      <DialogContent title={title} hideTitle={hideTitle} closeLabel={closeLabel} onClose={onClose}>
        {children}
      </DialogContent>
    </DialogFrame>
  );
}
