import { lazy, type ComponentType } from 'react';

// The props are the module's own business; `any` lets the component keep its exact props type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComponentModule = { default: ComponentType<any> };

/**
 * React.lazy with a `preload`: once preloaded, the component renders at once instead of suspending. A suspended
 * boundary would show its fallback and then hold the content back for React's fallback throttle (about 300 ms), which
 * is what a panel opened from a click must not cost.
 */
export function preloadableComponent<M extends ComponentModule>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy<M['default']>(() => {
    // A thenable that calls back at once: React.lazy then renders the loaded module synchronously.
    if (loaded) return { then: (resolve: (module: M) => void) => resolve(loaded!) } as Promise<M>;
    return preload();
  });
  return [Component, preload] as const;
}
