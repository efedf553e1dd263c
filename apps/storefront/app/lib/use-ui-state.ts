import { createContext, useContext, useSyncExternalStore } from 'react';
import { createUiState, initialUiState, type UiState, type UiStateSnapshot } from '@storefront/core';

export const UiStateContext = createContext<UiState | undefined>(undefined);

const serverSnapshot = initialUiState();

/** Binds the core UI state (see docs/behaviour.md#entities) to components; every page view gets its own instance. */
export function useUiState(): [UiStateSnapshot, UiState] {
  const state = useContext(UiStateContext);
  if (!state) throw new Error('useUiState needs a UiStateContext provider');
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, () => serverSnapshot);
  return [snapshot, state];
}

export { createUiState };
