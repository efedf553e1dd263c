import { describe, expect, it } from 'vitest';
import { galleryForConfiguration } from './gallery-for-configuration.js';
import type { GalleryItem } from './product-gallery.js';
import { simple } from './test-support/fixtures.js';

const gallery: GalleryItem[] = [
  { image: '/black.jpg', label: null },
  { image: '/blue.jpg', label: null },
  { image: '/main.jpg', label: 'Main' },
  { image: '/blue.jpg', label: 'Video', video: { url: 'https://youtu.be/x', title: '', type: 'youtube' } },
];

describe('galleryForConfiguration', () => {
  it("moves the selected child's image to the front, leaving the video in place", () => {
    expect(
      galleryForConfiguration(gallery, simple({ sku: 'B', image: '/blue.jpg' })).map(
        (item) => item.label ?? item.image,
      ),
    ).toEqual(['/blue.jpg', '/black.jpg', 'Main', 'Video']);
  });

  it("adds the child's image when the gallery lacks it", () => {
    expect(galleryForConfiguration(gallery, simple({ sku: 'R', image: '/red.jpg' }))[0]).toEqual({
      image: '/red.jpg',
      label: null,
    });
  });

  it('returns a copy unchanged without a child or a child picture', () => {
    for (const child of [undefined, null, simple({ sku: 'N', image: 'no_selection' })]) {
      const result = galleryForConfiguration(gallery, child);
      expect(result).toEqual(gallery);
      expect(result).not.toBe(gallery);
    }
  });
});
