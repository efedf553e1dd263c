import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { ShopFrame } from './shop-frame.server';

// Browser only (the server renders many shoppers' requests): the frame of the last page shown in the default layout.
let lastFrame: ShopFrame | undefined;

function useMatchedFrame(): ShopFrame | undefined {
  const match = useMatches().find((m) => /(^|-)layout-default$/.test(m.id));
  const data = match?.loaderData as ShopFrame | undefined;
  return data && Array.isArray(data.menu) ? data : undefined;
}

/** Called by the app shell so an error after a client-side navigation can still draw the header and footer. */
export function useRememberShopFrame(): void {
  const frame = useMatchedFrame();
  useEffect(() => {
    if (frame) lastFrame = frame;
  }, [frame]);
}

/**
 * The header and footer data for an error page rendered by the root error boundary, in place of the layout: the
 * layout's own data on a direct load; after a client-side navigation React Router drops it below the boundary, so the
 * frame of the page the shopper came from.
 */
export function useShopFrame(): ShopFrame | undefined {
  return useMatchedFrame() ?? lastFrame;
}
