import type { ReactNode } from 'react';

/**
 * A small count or label. A count on an icon button is decoration: the button's own accessible name must say it
 * ('Wishlist, 2 items'), so `decorative` hides the badge from assistive technology.
 */
export function Badge({
  children,
  tone = 'accent',
  decorative,
  className,
}: {
  children: ReactNode;
  className?: string;
  tone?: 'accent' | 'new' | 'neutral';
  decorative?: boolean;
}) {
  return (
    <span
      className={`ui-badge ui-badge--${tone}${className ? ` ${className}` : ''}`}
      aria-hidden={decorative || undefined}
    >
      {children}
    </span>
  );
}
