import { describe, expect, it } from 'vitest';
import { productImageSources, scaledWithin } from './image-sources.js';

describe('productImageSources', () => {
  it('offers the tile picture at 1x and at twice its size for density-2 screens', () => {
    expect(productImageSources('/w/t/wt06-blue_main.jpg', { width: 310, height: 300 })).toEqual({
      src: '/img/310/300/resize/w/t/wt06-blue_main.jpg',
      srcSet: '/img/310/300/resize/w/t/wt06-blue_main.jpg 1x, /img/620/600/resize/w/t/wt06-blue_main.jpg 2x',
    });
  });

  it('keeps the 2x candidate within the image service limit, with its real density', () => {
    expect(productImageSources('demo/tee.jpg', { width: 600, height: 744 }).srcSet).toBe(
      '/img/600/744/resize/demo/tee.jpg 1x, /img/825/1024/resize/demo/tee.jpg 1.37x',
    );
    expect(productImageSources('demo/tee.jpg', { width: 600, height: 744 }, { sizeLimit: 2048 }).srcSet).toBe(
      '/img/600/744/resize/demo/tee.jpg 1x, /img/1200/1488/resize/demo/tee.jpg 2x',
    );
  });

  it('offers only 1x when the picture is already at the limit, and the placeholder for no image', () => {
    expect(productImageSources('a.jpg', { width: 1024, height: 500 }).srcSet).toBe('/img/1024/500/resize/a.jpg 1x');
    expect(productImageSources('no_selection', { width: 310, height: 300 }, { baseUrl: '/media/' }).srcSet).toBe(
      '/media/310/300/resize/placeholder.jpg 1x, /media/620/600/resize/placeholder.jpg 2x',
    );
  });
});

describe('scaledWithin', () => {
  it('scales by the factor, down to the limit, never below the size itself', () => {
    expect(scaledWithin({ width: 310, height: 300 }, 2)).toEqual({ width: 620, height: 600, scale: 2 });
    expect(scaledWithin({ width: 600, height: 744 }, 2)).toMatchObject({ width: 825, height: 1024 });
    expect(scaledWithin({ width: 2000, height: 100 }, 2)).toEqual({ width: 2000, height: 100, scale: 1 });
  });
});
