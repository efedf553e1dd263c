import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere, while `active`. The latest callback is used without re-binding. */
export function useEscapeKey(onEscape: () => void, active = true): void {
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
