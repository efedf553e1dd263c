import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { DialogContent } from './DialogContent';

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
      <DialogContent title={title} closeLabel={closeLabel} onClose={onClose}>
        {children}
      </DialogContent>
    </DialogFrame>
  );
}
