import { slugify } from '@storefront/core';

export interface CategorySpec {
  id: number;
  name: string;
  /**
   * The url_path segment the category contributes to its descendants' url_path (Luma style: 'tops-women'); the
   * slug of the name when left out. The root contributes none.
   */
  segment?: string;
  metaTitle?: string;
  metaDescription?: string;
  description?: string;
  children?: CategorySpec[];
}

/** VSF's default root (entities.category.categoriesRootCategorylId). */
export const ROOT_CATEGORY_ID = 2;

type Garment = 'jackets' | 'hoodies' | 'tees' | 'tanks' | 'pants' | 'shorts';

/** Luma's names, which also give the garments' segments. */
const GARMENT_NAMES: Readonly<Record<Garment, string>> = {
  jackets: 'Jackets',
  hoodies: 'Hoodies & Sweatshirts',
  tees: 'Tees',
  tanks: 'Tanks',
  pants: 'Pants',
  shorts: 'Shorts',
};

interface ClothingDepartment extends Omit<CategorySpec, 'segment' | 'children'> {
  tops: Pick<CategorySpec, 'id' | 'metaTitle' | 'metaDescription'>;
  bottoms: Pick<CategorySpec, 'id'>;
  garmentIds: Readonly<Record<Garment, number>>;
  /** Names shown instead of Luma's; the segment keeps Luma's ('Bras & Tanks' under 'tanks-women'). */
  garmentNames?: Partial<Record<Garment, string>>;
}

/**
 * Women and Men have Luma's one clothing layout: Tops (jackets, hoodies, tees, tanks) and Bottoms (pants, shorts),
 * every segment below the department ending in the department's ('jackets-women').
 */
function clothingDepartment(department: ClothingDepartment): CategorySpec {
  const { tops, bottoms, garmentIds, garmentNames, ...spec } = department;
  const suffix = slugify(spec.name);
  const group = (head: Pick<CategorySpec, 'id'>, name: string, garments: readonly Garment[]): CategorySpec => ({
    ...head,
    name,
    segment: `${slugify(name)}-${suffix}`,
    children: garments.map((garment) => ({
      id: garmentIds[garment],
      name: garmentNames?.[garment] ?? GARMENT_NAMES[garment],
      segment: `${slugify(GARMENT_NAMES[garment])}-${suffix}`,
    })),
  });
  return {
    ...spec,
    children: [
      group(tops, 'Tops', ['jackets', 'hoodies', 'tees', 'tanks']),
      group(bottoms, 'Bottoms', ['pants', 'shorts']),
    ],
  };
}

/**
 * Ids follow the Luma demo where the category exists there (Women 20, Tops 21, Jackets 23…), so links and configs
 * written for VSF's demo still point at something sensible.
 */
export const CATEGORY_TREE: CategorySpec = {
  id: ROOT_CATEGORY_ID,
  name: 'All',
  children: [
    clothingDepartment({
      id: 20,
      name: 'Women',
      metaTitle: "Women's clothing",
      metaDescription: 'Jackets, hoodies, tees, tanks, pants and shorts for women.',
      description: '<p>Everything she needs for the trail, the studio and the street.</p>',
      tops: { id: 21, metaTitle: 'Women Tops', metaDescription: 'Best women tops in our demo store.' },
      bottoms: { id: 22 },
      garmentIds: { jackets: 23, hoodies: 24, tees: 25, tanks: 26, pants: 27, shorts: 28 },
      garmentNames: { tanks: 'Bras & Tanks' },
    }),
    clothingDepartment({
      id: 11,
      name: 'Men',
      metaTitle: "Men's clothing",
      metaDescription: 'Jackets, hoodies, tees, tanks, pants and shorts for men.',
      description: '<p>Layers that work as hard as you do.</p>',
      tops: { id: 12, metaTitle: 'Men Tops' },
      bottoms: { id: 13 },
      garmentIds: { jackets: 14, hoodies: 15, tees: 16, tanks: 17, pants: 18, shorts: 19 },
    }),
    {
      id: 3,
      name: 'Gear',
      metaTitle: 'Gear',
      metaDescription: 'Bags, fitness equipment and watches.',
      children: [
        { id: 4, name: 'Bags' },
        { id: 5, name: 'Fitness Equipment' },
        { id: 6, name: 'Watches' },
      ],
    },
    {
      id: 9,
      name: 'Training',
      children: [
        { id: 10, name: 'Video Download', segment: 'training-video' },
        { id: 41, name: 'E-books', segment: 'training-ebooks' },
      ],
    },
    {
      id: 60,
      name: 'Experiences',
      metaTitle: 'Gift cards, tickets and classes',
      children: [
        { id: 61, name: 'Gift Cards' },
        { id: 62, name: 'Event Tickets' },
        { id: 63, name: 'Classes & Passes', segment: 'classes' },
      ],
    },
    {
      id: 64,
      name: 'Parking',
      metaTitle: 'Parking - Available Spots',
      metaDescription: 'Book a parking spot by the hour or by the month.',
      description: '<p>Reserved spots in the city centre, midtown and at the airport, bookable hourly or monthly.</p>',
      children: [
        { id: 65, name: 'Downtown', segment: 'parking-downtown' },
        { id: 66, name: 'Midtown', segment: 'parking-midtown' },
        { id: 67, name: 'Airport', segment: 'parking-airport' },
      ],
    },
    {
      id: 7,
      name: 'Collections',
      children: [
        { id: 34, name: 'Erin Recommends' },
        { id: 36, name: 'Eco Friendly' },
      ],
    },
    { id: 38, name: "What's New", segment: 'what-is-new', metaTitle: "What's New" },
    { id: 37, name: 'Sale', metaTitle: 'Sale', metaDescription: 'Current special prices.' },
  ],
};
