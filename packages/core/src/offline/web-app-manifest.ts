/** The UI kit's brand and page colours (`app/ui/tokens.css` --brand and --bg). */
export const THEME_COLOR = '#1f3a5f';
export const BACKGROUND_COLOR = '#ffffff';

export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The web app manifest (`/manifest.webmanifest`): what the browser needs to install the shop as an app. */
export function webAppManifest(shop: { name: string; shortName?: string; lang?: string }) {
  const name = shop.name.trim() || 'Storefront';
  // Launchers cut a short name after about 12 characters.
  const shortName = (shop.shortName?.trim() || name).slice(0, 12).trim();
  return {
    id: '/',
    name,
    short_name: shortName,
    ...(shop.lang && { lang: shop.lang }),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: MANIFEST_ICONS.map((icon) => ({ ...icon })),
  };
}
