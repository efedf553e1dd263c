import type { Family } from './family.js';
import { PLACE_NAMES, PROGRAM_WORDS } from './vocabulary.js';

const service = (family: Omit<Family, 'weight' | 'attributeSetId' | 'materials' | 'activities'>): Family => ({
  weight: [0, 0],
  attributeSetId: 4,
  materials: [],
  activities: [],
  ...family,
});

/** Virtual product lines other than parking. */
export const VIRTUAL_FAMILIES: readonly Family[] = [
  service({
    code: 'giftcard',
    skuPrefix: 'GC',
    categoryId: 61,
    shape: 'giftcard',
    label: 'Gift Card',
    nouns: ['Gift Card', 'E-Gift Card', 'Gift Voucher'],
    modifiers: ['Birthday', 'Thank You', 'Holiday', 'Congratulations', 'Adventure', 'Wellness'],
    price: [25, 250],
    pricePoints: [25, 50, 75, 100, 150, 200, 250],
  }),
  service({
    code: 'ticket',
    skuPrefix: 'TK',
    categoryId: 62,
    shape: 'ticket',
    label: 'Ticket',
    nouns: [
      'Race Entry',
      'Festival Ticket',
      'Workshop Ticket',
      'Climbing Day Pass',
      'Marathon Entry',
      'Yoga Retreat Ticket',
    ],
    modifiers: PLACE_NAMES,
    price: [20, 290],
  }),
  service({
    code: 'classpass',
    skuPrefix: 'CP',
    categoryId: 63,
    shape: 'pass',
    label: 'Class Pass',
    nouns: ['Drop-in Class', '5-Class Pass', '10-Class Pass', 'Monthly Studio Pass', 'Personal Training Session'],
    modifiers: PLACE_NAMES,
    price: [12, 180],
  }),
];

export const DOWNLOADABLE_FAMILIES: readonly Family[] = [
  service({
    code: 'video',
    skuPrefix: 'VD',
    categoryId: 10,
    shape: 'video',
    label: 'Training Video',
    nouns: [
      'Yoga Flow Video',
      'HIIT Workout Video',
      'Pilates Core Video',
      'Running Technique Video',
      'Mobility Routine Video',
      'Strength Basics Video',
    ],
    modifiers: PROGRAM_WORDS,
    price: [8, 45],
  }),
  service({
    code: 'ebook',
    skuPrefix: 'EB',
    categoryId: 41,
    shape: 'ebook',
    label: 'E-book',
    nouns: ['Training Plan', 'Nutrition Guide', 'Marathon Handbook', 'Yoga Pose Guide', 'Strength Program'],
    modifiers: PROGRAM_WORDS,
    price: [5, 30],
  }),
];

export interface ParkingLot {
  family: Family;
  city: string;
  streets: readonly string[];
  hourly: readonly [number, number];
  monthly: readonly [number, number];
}

const lot = (
  code: string,
  skuPrefix: string,
  categoryId: number,
  label: string,
  streets: string[],
  hourly: [number, number],
  monthly: [number, number],
): ParkingLot => ({
  family: service({
    code,
    skuPrefix,
    categoryId,
    shape: 'parking',
    label,
    nouns: ['Parking Spot', 'Covered Spot', 'Reserved Spot'],
    modifiers: [label],
    price: hourly,
  }),
  city: 'Springfield',
  streets,
  hourly,
  monthly,
});

export const PARKING_LOTS: readonly ParkingLot[] = [
  lot(
    'parking-downtown',
    'PK-DT',
    65,
    'Downtown',
    ['Main Street', 'Pine Street', '5th Avenue', 'Market Street', 'Union Square', 'Elm Street'],
    [4, 9],
    [180, 380],
  ),
  lot(
    'parking-midtown',
    'PK-MT',
    66,
    'Midtown',
    ['Park Avenue', 'Madison Street', 'Lexington Road', 'Maple Avenue', '3rd Street'],
    [3, 7],
    [140, 300],
  ),
  lot(
    'parking-airport',
    'PK-AP',
    67,
    'Airport',
    ['Terminal Drive', 'Airport Boulevard', 'Cargo Road', 'Runway Way'],
    [2, 6],
    [90, 220],
  ),
];
