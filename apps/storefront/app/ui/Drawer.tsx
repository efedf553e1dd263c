import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { Icon } from './Icon';

export interface DrawerProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A panel that slides in from the side of the screen (wishlist, cart, filters on phones). */
export function Drawer({ title, closeLabel, onClose, side = 'right', children }: DrawerProps) {
  return (
    <DialogFrame label={title} onClose={onClose} className={`ui-drawer ui-drawer--${side}`}>
      <div className="ui-dialog-header">
        <h2>{title}</h2>
        <button type="button" className="ui-button ui-button--icon" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="ui-dialog-body">{children}</div>
    </DialogFrame>
  );
}
