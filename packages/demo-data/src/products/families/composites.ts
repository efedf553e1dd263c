import type { Family } from './family.js';
import { GEAR_MODIFIERS } from './vocabulary.js';

export interface CompositeFamily extends Family {
  /** Gear family codes the composite is assembled from, in option order. */
  members: readonly string[];
}

const composite = (
  family: Omit<CompositeFamily, 'modifiers' | 'attributeSetId' | 'shape' | 'weight'>,
): CompositeFamily => ({
  modifiers: GEAR_MODIFIERS,
  attributeSetId: 4,
  shape: 'kit',
  weight: [2, 6],
  ...family,
});

export const GROUPED_FAMILIES: readonly CompositeFamily[] = [
  composite({
    code: 'band-set',
    skuPrefix: 'GS-RB',
    categoryId: 5,
    label: 'Band Set',
    nouns: ['Band Set', 'Strap Set', 'Resistance Band Collection'],
    price: [10, 90],
    members: ['band'],
    materials: ['Rubber'],
    activities: ['Yoga', 'Gym'],
  }),
  composite({
    code: 'bottle-set',
    skuPrefix: 'GS-BT',
    categoryId: 5,
    label: 'Bottle Set',
    nouns: ['Bottle Set', 'Hydration Set'],
    price: [10, 90],
    members: ['bottle'],
    materials: ['Stainless Steel', 'Plastic'],
    activities: ['Gym', 'Hike'],
  }),
  composite({
    code: 'dumbbell-set',
    skuPrefix: 'GS-DB',
    categoryId: 5,
    label: 'Weight Set',
    nouns: ['Weight Set', 'Home Gym Set', 'Dumbbell Collection'],
    price: [50, 600],
    members: ['dumbbell'],
    materials: ['Metal'],
    activities: ['Gym'],
  }),
];

export const BUNDLE_FAMILIES: readonly CompositeFamily[] = [
  composite({
    code: 'fitness-kit',
    skuPrefix: 'BK-FT',
    categoryId: 5,
    label: 'Fitness Kit',
    nouns: ['Yoga Companion Kit', 'Home Workout Kit', 'Studio Starter Kit'],
    price: [30, 300],
    members: ['yoga-mat', 'band', 'bottle', 'roller'],
    materials: ['Rubber', 'Foam'],
    activities: ['Yoga', 'Gym'],
  }),
  composite({
    code: 'travel-kit',
    skuPrefix: 'BK-TR',
    categoryId: 4,
    label: 'Travel Kit',
    nouns: ['Travel Kit', 'Weekend Adventure Kit', 'Commuter Kit'],
    price: [50, 500],
    members: ['backpack', 'bottle', 'watch'],
    materials: ['Nylon'],
    activities: ['Travel', 'Urban'],
  }),
];
