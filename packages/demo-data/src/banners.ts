import type { ColourName } from './attributes/options.js';
import type { Shape } from './images/catalog-images.js';

export interface BannerSpec {
  key: string;
  slot: 'main' | 'small' | 'product';
  title: string;
  subtitle: string;
  categoryId: number;
  shape: Shape;
  colour: ColourName;
}

/** Shared by the promoted-offers JSON and the image generator so every banner image exists. */
export const BANNERS: readonly BannerSpec[] = [
  {
    key: 'women',
    slot: 'main',
    title: "Women's new season",
    subtitle: 'Jackets, hoodies and tees for every trail',
    categoryId: 20,
    shape: 'jacket',
    colour: 'Purple',
  },
  {
    key: 'men',
    slot: 'main',
    title: "Men's essentials",
    subtitle: 'Layers that work as hard as you do',
    categoryId: 11,
    shape: 'hoodie',
    colour: 'Blue',
  },
  {
    key: 'sale',
    slot: 'main',
    title: 'Sale',
    subtitle: 'Special prices for a limited time',
    categoryId: 37,
    shape: 'tee',
    colour: 'Red',
  },
  {
    key: 'gear',
    slot: 'small',
    title: 'Gear up',
    subtitle: 'Bags, mats and watches',
    categoryId: 3,
    shape: 'bag',
    colour: 'Green',
  },
  {
    key: 'training',
    slot: 'small',
    title: 'Train at home',
    subtitle: 'Videos and e-books to download',
    categoryId: 9,
    shape: 'video',
    colour: 'Orange',
  },
  {
    key: 'parking',
    slot: 'product',
    title: 'Parking spots',
    subtitle: 'Book by the hour or by the month',
    categoryId: 64,
    shape: 'parking',
    colour: 'Blue',
  },
  {
    key: 'eco',
    slot: 'product',
    title: 'Eco friendly',
    subtitle: 'Organic and recycled materials',
    categoryId: 36,
    shape: 'tee',
    colour: 'Green',
  },
  {
    key: 'new',
    slot: 'product',
    title: "What's new",
    subtitle: 'Just landed in the store',
    categoryId: 38,
    shape: 'shorts',
    colour: 'Yellow',
  },
];
