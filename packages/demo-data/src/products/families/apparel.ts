import type { ActivityName, ClimateName, MaterialName } from '../../attributes/options.js';
import { BOTTOM_SIZES, TOP_SIZES } from '../../attributes/options.js';
import type { Shape } from '../../images/catalog-images.js';
import type { Family } from './family.js';
import { APPAREL_MODIFIERS } from './vocabulary.js';

interface Garment {
  key: 'jacket' | 'hoodie' | 'tee' | 'tank' | 'pants' | 'shorts';
  label: string;
  shape: Shape;
  women: { categoryId: number; skuPrefix: string; nouns: readonly string[] };
  men: { categoryId: number; skuPrefix: string; nouns: readonly string[] };
  price: readonly [number, number];
  bottoms: boolean;
  materials: readonly MaterialName[];
  activities: readonly ActivityName[];
  climates: readonly ClimateName[];
}

const JACKET_NOUNS = ['Jacket', 'Windbreaker', 'Shell Jacket', 'Rain Jacket', 'Puffer Jacket', 'Softshell Jacket'];
const HOODIE_NOUNS = ['Hoodie', 'Sweatshirt', 'Zip Hoodie', 'Pullover', 'Fleece Hoodie', 'Crewneck Sweatshirt'];
const TEE_NOUNS = ['Tee', 'T-Shirt', 'Crew Tee', 'V-Neck Tee', 'Raglan Tee', 'Long-Sleeve Tee'];
const SHORTS_NOUNS = ['Short', 'Running Short', 'Bike Short', 'Board Short', 'Training Short'];

const GARMENTS: readonly Garment[] = [
  {
    key: 'jacket',
    label: 'Jacket',
    shape: 'jacket',
    women: { categoryId: 23, skuPrefix: 'WJ', nouns: JACKET_NOUNS },
    men: { categoryId: 14, skuPrefix: 'MJ', nouns: JACKET_NOUNS },
    price: [55, 240],
    bottoms: false,
    materials: ['Nylon', 'Polyester', 'Ripstop', 'Fleece', 'Wool'],
    activities: ['Hike', 'Outdoor', 'Urban', 'Travel'],
    climates: ['Cold', 'Rainy', 'Windy', 'Wintry', 'All-Weather', 'Cool'],
  },
  {
    key: 'hoodie',
    label: 'Hoodie',
    shape: 'hoodie',
    women: { categoryId: 24, skuPrefix: 'WH', nouns: HOODIE_NOUNS },
    men: { categoryId: 15, skuPrefix: 'MH', nouns: HOODIE_NOUNS },
    price: [38, 95],
    bottoms: false,
    materials: ['Cotton', 'Fleece', 'Polyester', 'Organic Cotton', 'Terry'],
    activities: ['Lounge', 'Warmup', 'Post-workout', 'Urban'],
    climates: ['Cool', 'Mild', 'Indoor', 'Spring'],
  },
  {
    key: 'tee',
    label: 'Tee',
    shape: 'tee',
    women: { categoryId: 25, skuPrefix: 'WS', nouns: TEE_NOUNS },
    men: { categoryId: 16, skuPrefix: 'MS', nouns: TEE_NOUNS },
    price: [16, 48],
    bottoms: false,
    materials: ['Cotton', 'Organic Cotton', 'Jersey', 'Polyester', 'Linen', 'Hemp'],
    activities: ['Running', 'Gym', 'Yoga', 'Athletic', 'Lounge'],
    climates: ['Warm', 'Hot', 'Mild', 'Indoor'],
  },
  {
    key: 'tank',
    label: 'Tank',
    shape: 'tank',
    women: { categoryId: 26, skuPrefix: 'WT', nouns: ['Tank', 'Bra Top', 'Sports Bra', 'Racerback Tank', 'Cami'] },
    men: { categoryId: 17, skuPrefix: 'MT', nouns: ['Tank', 'Muscle Tank', 'Singlet', 'Training Tank'] },
    price: [15, 52],
    bottoms: false,
    materials: ['Cotton', 'Spandex', 'Polyester', 'Mesh', 'Microfiber'],
    activities: ['Gym', 'Running', 'Yoga', 'Crosstraining'],
    climates: ['Hot', 'Warm', 'Indoor'],
  },
  {
    key: 'pants',
    label: 'Pant',
    shape: 'pants',
    women: {
      categoryId: 27,
      skuPrefix: 'WP',
      nouns: ['Pant', 'Legging', 'Jogger', 'Yoga Pant', 'Capri', 'Track Pant'],
    },
    men: {
      categoryId: 18,
      skuPrefix: 'MP',
      nouns: ['Pant', 'Jogger', 'Track Pant', 'Chino', 'Cargo Pant', 'Hiking Pant'],
    },
    price: [35, 130],
    bottoms: true,
    materials: ['Cotton', 'Spandex', 'Polyester', 'Nylon', 'Wool', 'Linen'],
    activities: ['Yoga', 'Hike', 'Running', 'Lounge', 'Urban'],
    climates: ['Cool', 'Mild', 'All-Weather', 'Indoor'],
  },
  {
    key: 'shorts',
    label: 'Short',
    shape: 'shorts',
    women: { categoryId: 28, skuPrefix: 'WSH', nouns: SHORTS_NOUNS },
    men: { categoryId: 19, skuPrefix: 'MSH', nouns: SHORTS_NOUNS },
    price: [20, 62],
    bottoms: true,
    materials: ['Polyester', 'Nylon', 'Spandex', 'Cotton', 'Mesh'],
    activities: ['Running', 'Gym', 'Cycling', 'Sports'],
    climates: ['Hot', 'Warm'],
  },
];

function toFamily(garment: Garment, gender: 'Women' | 'Men'): Family {
  const line = gender === 'Women' ? garment.women : garment.men;
  return {
    code: `${garment.key}-${gender.toLowerCase()}`,
    skuPrefix: line.skuPrefix,
    categoryId: line.categoryId,
    shape: garment.shape,
    label: garment.label,
    nouns: line.nouns,
    modifiers: APPAREL_MODIFIERS,
    price: garment.price,
    weight: garment.key === 'jacket' ? [1, 2] : [1, 1],
    attributeSetId: garment.bottoms ? 10 : 9,
    materials: garment.materials,
    activities: garment.activities,
    climates: garment.climates,
    gender,
    sizes: garment.bottoms ? BOTTOM_SIZES : TOP_SIZES,
  };
}

/** Configurable product lines: six garments for women and for men. */
export const APPAREL_FAMILIES: readonly Family[] = GARMENTS.flatMap((garment) => [
  toFamily(garment, 'Women'),
  toFamily(garment, 'Men'),
]);
