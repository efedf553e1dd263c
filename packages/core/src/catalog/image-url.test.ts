import { describe, expect, it } from 'vitest';
import { productImageUrl } from './image-url.js';

describe('productImageUrl', () => {
  it('goes through the resize service at the requested size', () => {
    expect(productImageUrl('/w/t/wt06-blue_main.jpg', { width: 310, height: 300 })).toBe(
      '/img/310/300/resize/w/t/wt06-blue_main.jpg',
    );
    expect(productImageUrl('demo/tee.jpg', { width: 600, height: 744 }, { baseUrl: 'https://cdn.example/img/' })).toBe(
      'https://cdn.example/img/600/744/resize/demo/tee.jpg',
    );
  });

  it("uses the placeholder for an empty path and for 'no_selection'", () => {
    expect(productImageUrl('', { width: 310, height: 300 })).toBe('/img/310/300/resize/placeholder.jpg');
    expect(productImageUrl('no_selection', { width: 310, height: 300 })).toBe('/img/310/300/resize/placeholder.jpg');
    expect(productImageUrl(undefined, { width: 310, height: 300 })).toBe('/img/310/300/resize/placeholder.jpg');
  });
});
