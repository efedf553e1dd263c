import { categoryNode } from '../categories/tree.js';
import { daysFrom, formatDateTime } from '../dates.js';

const link = (categoryId: number, text: string): string => `<a href="/${categoryNode(categoryId).urlPath}">${text}</a>`;

const promo = (categoryId: number, title: string, text: string): string =>
  `<div class="blocks-promo"><div class="block-promo"><strong class="title">${title}</strong><p>${text}</p><p>${link(categoryId, 'Shop now')}</p></div></div>`;

interface BlockSpec {
  id: number;
  identifier: string;
  title: string;
  content: string;
}

const BLOCKS: readonly BlockSpec[] = [
  {
    id: 1,
    identifier: 'footer_links_block',
    title: 'Footer Links Block',
    content:
      '<ul class="footer links"><li><a href="/i/about-us">About us</a></li><li><a href="/i/customer-service">Customer Service</a></li><li><a href="/i/privacy-policy-cookie-restriction-mode">Privacy Policy</a></li></ul>',
  },
  {
    id: 2,
    identifier: 'contact-us-info',
    title: 'Contact us info',
    content:
      '<div class="contact-info cms-content"><p>We love hearing from you. Write to support@example.com and we answer within one working day.</p></div>',
  },
  {
    id: 3,
    identifier: 'home-page-block',
    title: 'Home Page Block',
    content: promo(38, 'New arrivals', 'Fresh layers for every season.'),
  },
  {
    id: 4,
    identifier: 'men-block',
    title: 'Men Block',
    content: promo(11, "Men's collection", 'Jackets, hoodies, tees and more.'),
  },
  {
    id: 5,
    identifier: 'women-block',
    title: 'Women Block',
    content: promo(20, "Women's collection", 'From the studio to the summit.'),
  },
  {
    id: 6,
    identifier: 'sale-block',
    title: 'Sale Block',
    content: promo(37, 'Sale', 'Special prices for a limited time.'),
  },
  {
    id: 7,
    identifier: 'gear-block',
    title: 'Gear Block',
    content: promo(3, 'Gear', 'Bags, fitness equipment and watches.'),
  },
  {
    id: 8,
    identifier: 'training-block',
    title: 'Training Block',
    content: promo(9, 'Training', 'Download a video or an e-book and start today.'),
  },
  {
    id: 9,
    identifier: 'parking-block',
    title: 'Parking Block',
    content: promo(64, 'Parking', 'Book a spot by the hour or by the month.'),
  },
  {
    id: 10,
    identifier: 'eco-friendly-block',
    title: 'Eco Friendly Block',
    content: promo(36, 'Eco Friendly', 'Recycled and organic materials.'),
  },
];

export function* cmsBlockDocuments(today: number, tsk: number): Generator<Record<string, unknown>> {
  for (const block of BLOCKS) {
    yield {
      id: block.id,
      identifier: block.identifier,
      title: block.title,
      content: block.content,
      active: true,
      store_id: [0],
      creation_time: formatDateTime(daysFrom(today, -700) + block.id * 60_000),
      update_time: formatDateTime(daysFrom(today, -20 - block.id)),
      type: 'cms_block',
      tsk,
    };
  }
}
