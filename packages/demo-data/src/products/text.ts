import type { Rng } from '../prng.js';
import type { ProductPlan } from './plan.js';

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** How an activity reads in a sentence ('Great for hiking and the gym'). */
const ACTIVITY_PHRASES: Readonly<Record<string, string>> = {
  Hike: 'hiking',
  Outdoor: 'the outdoors',
  Running: 'running',
  Warmup: 'warming up',
  Yoga: 'yoga',
  Recreation: 'recreation',
  Lounge: 'lounging',
  Gym: 'the gym',
  Climbing: 'climbing',
  Crosstraining: 'cross-training',
  'Post-workout': 'post-workout recovery',
  Cycling: 'cycling',
  Athletic: 'athletics',
  Sports: 'team sports',
  Travel: 'travel',
  Urban: 'city life',
};

const CARE = [
  'Machine wash cold.',
  'Tumble dry low.',
  'Do not bleach.',
  'Wipe clean with a damp cloth.',
  'Store in a dry place.',
];

export interface ProductTexts {
  short_description: string;
  description: string;
}

/** Short, safe HTML: paragraphs and lists only, so it can be rendered as-is. */
export function productTexts(
  plan: ProductPlan,
  name: string,
  materials: readonly string[],
  activities: readonly string[],
  rng: Rng,
): ProductTexts {
  const { family } = plan;
  const label = family.label.toLowerCase();
  switch (plan.kind) {
    case 'configurable':
    case 'simple': {
      const madeOf = materials.length > 0 ? ` made of ${list(materials).toLowerCase()}` : '';
      const forWhat =
        activities.length > 0
          ? ` Great for ${list(activities.map((activity) => ACTIVITY_PHRASES[activity] ?? activity.toLowerCase()))}.`
          : '';
      const bullets = [
        materials.length > 0 ? `<li>Material: ${list(materials)}</li>` : '',
        activities.length > 0 ? `<li>Activity: ${list(activities)}</li>` : '',
        `<li>${rng.pick(CARE)}</li>`,
      ].join('');
      return {
        short_description: `<p>The ${name} is a ${label}${madeOf}.${forWhat}</p>`,
        description: `<p>Meet the ${name}: a ${label}${madeOf}, designed to keep up with you.${forWhat}</p><ul>${bullets}</ul>`,
      };
    }
    case 'virtual':
      return {
        short_description: `<p>${name}. Delivered by e-mail, nothing to ship.</p>`,
        description: `<p>${name}. After checkout you receive a confirmation by e-mail with everything you need.</p><ul><li>No shipping costs</li><li>Valid for 12 months</li></ul>`,
      };
    case 'downloadable':
      return {
        short_description: `<p>${name}: download it after checkout and keep it forever.</p>`,
        description: `<p>${name}. A ${label} you can download right after your order is placed.</p><ul><li>Instant download</li><li>Works on phone, tablet and computer</li></ul>`,
      };
    case 'grouped':
      return {
        short_description: `<p>${name}: pick the pieces you need and the quantity of each.</p>`,
        description: `<p>${name}. Every item of this set can also be bought on its own.</p>`,
      };
    case 'bundle':
      return {
        short_description: `<p>${name}: build your own kit and save.</p>`,
        description: `<p>${name}. Choose the items you want in each section; the price follows your selection.</p>`,
      };
    case 'parking':
      return {
        short_description: `<p>${name}. Book by the hour or by the month.</p>`,
        description: `<p>${name}. A reserved parking spot, bookable hourly or monthly. Access with the code sent after booking.</p>`,
      };
  }
}
