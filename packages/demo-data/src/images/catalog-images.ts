import type { ColourName, ColourOption } from '../attributes/options.js';
import { COLOURS } from '../attributes/options.js';

export type Shape =
  | 'tee'
  | 'tank'
  | 'hoodie'
  | 'jacket'
  | 'pants'
  | 'shorts'
  | 'bag'
  | 'watch'
  | 'mat'
  | 'bottle'
  | 'dumbbell'
  | 'ball'
  | 'roller'
  | 'band'
  | 'ticket'
  | 'giftcard'
  | 'pass'
  | 'parking'
  | 'video'
  | 'ebook'
  | 'kit';

const APPAREL: readonly ColourName[] = [
  'Black',
  'Blue',
  'Brown',
  'Gray',
  'Green',
  'Orange',
  'Purple',
  'Red',
  'White',
  'Yellow',
];

/**
 * The colours each shape is drawn in. Products only ever pick their image colour from this table, which is what
 * guarantees that every image a product references is one generateDemoImages writes.
 */
export const SHAPE_COLOURS: Readonly<Record<Shape, readonly ColourName[]>> = {
  tee: APPAREL,
  tank: APPAREL,
  hoodie: APPAREL,
  jacket: APPAREL,
  pants: APPAREL,
  shorts: APPAREL,
  bag: ['Black', 'Blue', 'Gray', 'Green', 'Red'],
  watch: ['Black', 'Gray', 'Blue', 'Brown'],
  mat: ['Purple', 'Blue', 'Green', 'Gray', 'Orange'],
  bottle: ['Blue', 'Red', 'Green', 'White', 'Black'],
  dumbbell: ['Black', 'Gray', 'Red'],
  ball: ['Blue', 'Red', 'Gray', 'Purple'],
  roller: ['Black', 'Blue', 'Orange', 'Green'],
  band: ['Red', 'Yellow', 'Green', 'Blue', 'Purple'],
  ticket: ['Blue', 'Red', 'Purple'],
  giftcard: ['Red', 'Green', 'Purple'],
  pass: ['Orange', 'Green', 'Blue'],
  parking: ['Blue', 'Green', 'Gray'],
  video: ['Red', 'Blue', 'Black'],
  ebook: ['Green', 'Orange', 'Blue'],
  kit: ['Gray', 'Green', 'Blue'],
};

/** The gallery's size (spec: 600x744), in which product artwork is drawn. */
export const PRODUCT_IMAGE_SIZE = { width: 600, height: 744 } as const;
/**
 * Product pictures are stored at twice the gallery size, so high-density screens (srcset 2x) and the zoom get real
 * pixels rather than an upscaled picture.
 */
export const PRODUCT_IMAGE_DENSITY = 2;
export const BANNER_IMAGE_SIZE = { width: 1200, height: 500 } as const;
export const PLACEHOLDER_PATH = '/placeholder.jpg';

/** '/demo/tee-red.jpg' — relative to the media directory, as products store it. */
export function productImagePath(shape: Shape, colour: ColourName): string {
  return `/demo/${shape}-${colour.toLowerCase()}.jpg`;
}

export function bannerImagePath(key: string): string {
  return `/demo/banner-${key}.jpg`;
}

export interface ProductImageSpec {
  kind: 'product';
  path: string;
  shape: Shape;
  colour: ColourOption;
}

export function productImageSpecs(): ProductImageSpec[] {
  const specs: ProductImageSpec[] = [];
  for (const [shape, colours] of Object.entries(SHAPE_COLOURS) as Array<[Shape, readonly ColourName[]]>) {
    for (const colour of colours)
      specs.push({ kind: 'product', path: productImagePath(shape, colour), shape, colour: COLOURS[colour] });
  }
  return specs;
}
