import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onOutside` when a pointer goes down outside the element, while `active` (a popup's "click away to close"). */
export function useOutsideClick(element: RefObject<HTMLElement | null>, onOutside: () => void, active = true): void {
  const callback = useRef(onOutside);
  useEffect(() => {
    callback.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target;
      if (target instanceof Node && element.current && !element.current.contains(target)) callback.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [element, active]);
}
