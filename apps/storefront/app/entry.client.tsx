import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { watchChunkErrors } from './lib/service-worker/chunk-reload';

// Before hydration: a route chunk that fails while the page hydrates (a deployment removed it) reloads once too.
watchChunkErrors();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
