import { describe, expect, it } from 'vitest';
import { isImagePath, productGallery } from './product-gallery.js';
import { simple, tank } from './test-support/fixtures.js';

const video = {
  image: '/w/t/wt06-main.jpg',
  pos: 3,
  typ: 'external-video',
  lab: 'Video',
  vid: {
    url: 'https://www.youtube.com/watch?v=abc',
    title: 'Tank in action',
    desc: 'd',
    meta: null,
    video_id: 'abc',
    type: 'youtube',
  },
};

function configurable() {
  const product = tank();
  product.media_gallery = [
    { image: '/w/t/wt06-main.jpg', pos: 1, typ: 'image', lab: 'Chloe Compete Tank', vid: null },
    { image: '/w/t/wt06-s-blue.jpg', pos: 2, typ: 'image', lab: null, vid: null },
    video,
    { image: 'no_selection', pos: 4, typ: 'image', lab: null, vid: null },
  ];
  return product;
}

describe('isImagePath', () => {
  it("treats 'no_selection' and empty paths as no image", () => {
    expect(['/a.jpg'].map(isImagePath)).toEqual([true]);
    expect(['', '  ', 'no_selection', '/x/no_selection', null, 3].filter(isImagePath)).toEqual([]);
  });
});

describe('productGallery', () => {
  it("merges the enabled children's images first, then the media gallery, each image once, with the video", () => {
    expect(productGallery(configurable())).toEqual([
      { image: '/w/t/wt06-xs-black.jpg', label: null },
      { image: '/w/t/wt06-xs-blue.jpg', label: null },
      { image: '/w/t/wt06-s-blue.jpg', label: null },
      { image: '/w/t/wt06-main.jpg', label: 'Chloe Compete Tank' },
      {
        image: '/w/t/wt06-main.jpg',
        label: 'Video',
        video: { url: 'https://www.youtube.com/watch?v=abc', title: 'Tank in action', type: 'youtube' },
      },
    ]);
  });

  it('leaves out images of children that cannot be chosen when asked (#3436)', () => {
    const gallery = productGallery(configurable(), { variantAvailability: { listOutOfStockProducts: false } });
    expect(gallery.map((item) => item.image).slice(0, 2)).toEqual(['/w/t/wt06-xs-black.jpg', '/w/t/wt06-s-blue.jpg']);
  });

  it("uses the product's image attributes when children are not merged", () => {
    const product = { ...configurable(), thumbnail: '/w/t/wt06-thumb.jpg', small_image: 'no_selection' };
    expect(productGallery(product, { mergeConfigurableChildren: false }).map((item) => item.image)).toEqual([
      '/w/t/wt06-main.jpg',
      '/w/t/wt06-thumb.jpg',
      '/w/t/wt06-s-blue.jpg',
      '/w/t/wt06-main.jpg',
    ]);
    expect(
      productGallery(product, { mergeConfigurableChildren: false, imageAttributes: ['thumbnail'] }).map(
        (item) => item.image,
      ),
    ).toEqual(['/w/t/wt06-thumb.jpg', '/w/t/wt06-main.jpg', '/w/t/wt06-s-blue.jpg', '/w/t/wt06-main.jpg']);
  });

  it('takes a simple product from its attributes and gallery, de-duplicated', () => {
    const product = simple({
      sku: 'A',
      image: '/a.jpg',
      thumbnail: '/a.jpg',
      small_image: '/a.jpg',
      media_gallery: [
        { image: '/a.jpg', lab: 'Front', vid: null },
        { image: '/b.jpg', lab: '', vid: null },
        video,
        video,
      ],
    });
    expect(productGallery(product)).toEqual([
      { image: '/a.jpg', label: 'Front' },
      { image: '/b.jpg', label: null },
      {
        image: '/w/t/wt06-main.jpg',
        label: 'Video',
        video: { url: video.vid.url, title: 'Tank in action', type: 'youtube' },
      },
    ]);
  });

  it('is empty for a product without pictures', () => {
    expect(productGallery(simple({ sku: 'A', image: 'no_selection', media_gallery: null }))).toEqual([]);
  });
});
