import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
}

/**
 * While mounted: focus moves into the container (its first control, or the container itself), Tab and Shift+Tab stay
 * inside it, and on unmount focus returns to the element that had it before (the opener), if it is still there and
 * the focus was not put elsewhere meanwhile.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(root)[0] ?? root).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = focusableIn(root);
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener when the focus went with the container (or was inside it); not when the code that closed
      // it has already put the focus somewhere on purpose (the heading of the page a search result opened).
      const active = document.activeElement;
      const placedElsewhere = active instanceof HTMLElement && active !== document.body && !root.contains(active);
      if (!placedElsewhere && opener?.isConnected) opener.focus();
    };
  }, [container]);
}
