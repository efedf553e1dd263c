import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

// The open dialogs' slots, the newest last. Filled only in the browser (layout effects never run on the server).
let slots: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function setSlots(next: readonly HTMLElement[]): void {
  slots = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const newest = () => slots[slots.length - 1] ?? null;

/**
 * Where the page's toasts show while a dialog is open: in the flow of the dialog, under its header, so they cover none
 * of its content (a drawer's lines, its checkout button) and stay inside the modal dialog that assistive technology
 * is confined to.
 */
export function ToastSlot() {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return;
    setSlots([...slots, element]);
    return () => setSlots(slots.filter((candidate) => candidate !== element));
  }, []);
  return <div ref={slot} className="ui-toast-slot" />;
}

/** The slot of the newest open dialog, or null: toasts then show over the page. */
export function useToastSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, newest, () => null);
}
