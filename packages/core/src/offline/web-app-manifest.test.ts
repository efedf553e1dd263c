import { describe, expect, it } from 'vitest';
import { webAppManifest } from './web-app-manifest.js';

describe('webAppManifest', () => {
  it('is installable: name, start URL, standalone display, a 192 and a 512 icon and a maskable one', () => {
    const manifest = webAppManifest({ name: 'Demo Shop', lang: 'en-US' });
    expect(manifest).toMatchObject({
      name: 'Demo Shop',
      short_name: 'Demo Shop',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en-US',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('shortens a long name for launchers and never leaves the name empty', () => {
    expect(webAppManifest({ name: 'A Very Long Shop Name Indeed' }).short_name).toBe('A Very Long');
    expect(webAppManifest({ name: '  ' }).name).toBe('Storefront');
  });
});
