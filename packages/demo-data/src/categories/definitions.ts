export interface CategorySpec {
  id: number;
  name: string;
  /** The url_path segment the category contributes to its descendants' url_path (Luma style: 'tops-women'). */
  segment: string;
  metaTitle?: string;
  metaDescription?: string;
  description?: string;
  children?: CategorySpec[];
}

/** VSF's default root (entities.category.categoriesRootCategorylId). */
export const ROOT_CATEGORY_ID = 2;

/**
 * Ids follow the Luma demo where the category exists there (Women 20, Tops 21, Jackets 23…), so links and configs
 * written for VSF's demo still point at something sensible.
 */
export const CATEGORY_TREE: CategorySpec = {
  id: ROOT_CATEGORY_ID,
  name: 'All',
  segment: '',
  children: [
    {
      id: 20,
      name: 'Women',
      segment: 'women',
      metaTitle: "Women's clothing",
      metaDescription: 'Jackets, hoodies, tees, tanks, pants and shorts for women.',
      description: '<p>Everything she needs for the trail, the studio and the street.</p>',
      children: [
        {
          id: 21,
          name: 'Tops',
          segment: 'tops-women',
          metaTitle: 'Women Tops',
          metaDescription: 'Best women tops in our demo store.',
          children: [
            { id: 23, name: 'Jackets', segment: 'jackets-women' },
            { id: 24, name: 'Hoodies & Sweatshirts', segment: 'hoodies-and-sweatshirts-women' },
            { id: 25, name: 'Tees', segment: 'tees-women' },
            { id: 26, name: 'Bras & Tanks', segment: 'tanks-women' },
          ],
        },
        {
          id: 22,
          name: 'Bottoms',
          segment: 'bottoms-women',
          children: [
            { id: 27, name: 'Pants', segment: 'pants-women' },
            { id: 28, name: 'Shorts', segment: 'shorts-women' },
          ],
        },
      ],
    },
    {
      id: 11,
      name: 'Men',
      segment: 'men',
      metaTitle: "Men's clothing",
      metaDescription: 'Jackets, hoodies, tees, tanks, pants and shorts for men.',
      description: '<p>Layers that work as hard as you do.</p>',
      children: [
        {
          id: 12,
          name: 'Tops',
          segment: 'tops-men',
          metaTitle: 'Men Tops',
          children: [
            { id: 14, name: 'Jackets', segment: 'jackets-men' },
            { id: 15, name: 'Hoodies & Sweatshirts', segment: 'hoodies-and-sweatshirts-men' },
            { id: 16, name: 'Tees', segment: 'tees-men' },
            { id: 17, name: 'Tanks', segment: 'tanks-men' },
          ],
        },
        {
          id: 13,
          name: 'Bottoms',
          segment: 'bottoms-men',
          children: [
            { id: 18, name: 'Pants', segment: 'pants-men' },
            { id: 19, name: 'Shorts', segment: 'shorts-men' },
          ],
        },
      ],
    },
    {
      id: 3,
      name: 'Gear',
      segment: 'gear',
      metaTitle: 'Gear',
      metaDescription: 'Bags, fitness equipment and watches.',
      children: [
        { id: 4, name: 'Bags', segment: 'bags' },
        { id: 5, name: 'Fitness Equipment', segment: 'fitness-equipment' },
        { id: 6, name: 'Watches', segment: 'watches' },
      ],
    },
    {
      id: 9,
      name: 'Training',
      segment: 'training',
      children: [
        { id: 10, name: 'Video Download', segment: 'training-video' },
        { id: 41, name: 'E-books', segment: 'training-ebooks' },
      ],
    },
    {
      id: 60,
      name: 'Experiences',
      segment: 'experiences',
      metaTitle: 'Gift cards, tickets and classes',
      children: [
        { id: 61, name: 'Gift Cards', segment: 'gift-cards' },
        { id: 62, name: 'Event Tickets', segment: 'event-tickets' },
        { id: 63, name: 'Classes & Passes', segment: 'classes' },
      ],
    },
    {
      id: 64,
      name: 'Parking',
      segment: 'parking',
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
      segment: 'collections',
      children: [
        { id: 34, name: 'Erin Recommends', segment: 'erin-recommends' },
        { id: 36, name: 'Eco Friendly', segment: 'eco-friendly' },
      ],
    },
    { id: 38, name: "What's New", segment: 'what-is-new', metaTitle: "What's New" },
    { id: 37, name: 'Sale', segment: 'sale', metaTitle: 'Sale', metaDescription: 'Current special prices.' },
  ],
};
