import { lazy, type ComponentType } from 'react';

interface ComponentModule<P> {
  default: ComponentType<P>;
}

/**
 * React.lazy for a part the server must render in full, used without a Suspense boundary. The server loads the module
 * when it starts and hands it to React synchronously, so the part is always in the HTML where it belongs; the browser
 * loads it when it first renders it, and hydration waits for it (keeping the server's markup meanwhile).
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentModule<P>>) {
  let loaded: ComponentModule<P> | undefined;
  const get = () => load().then((module) => (loaded = module));
  if (import.meta.env.SSR) void get();
  return lazy(() => {
    // React.lazy takes a thenable that calls back at once as already resolved: a loaded module renders synchronously.
    if (loaded)
      return { then: (resolve: (module: ComponentModule<P>) => void) => resolve(loaded!) } as Promise<
        ComponentModule<P>
      >;
    return get();
  });
}
