let hydrated = false;

/** True once the first render in the browser is done: state restored from storage may differ from the server's. */
export function isHydrated(): boolean {
  return hydrated;
}

export function markHydrated(): void {
  hydrated = true;
}
