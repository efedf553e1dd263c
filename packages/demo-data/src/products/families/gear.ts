import { BALL_SIZES } from '../../attributes/options.js';
import type { Family } from './family.js';
import { GEAR_MODIFIERS } from './vocabulary.js';

const gear = (family: Omit<Family, 'modifiers' | 'attributeSetId'>): Family => ({ modifiers: GEAR_MODIFIERS, attributeSetId: 11, ...family });

/** Simple product lines. Bundles and grouped products are assembled from these, so their codes are referenced there. */
export const GEAR_FAMILIES: readonly Family[] = [
  gear({ code: 'backpack', skuPrefix: 'MB', categoryId: 4, shape: 'bag', label: 'Backpack', nouns: ['Backpack', 'Daypack', 'Rucksack', 'Laptop Backpack'], price: [35, 165], weight: [1, 3], materials: ['Nylon', 'Canvas', 'Polyester', 'Leather'], activities: ['Travel', 'Hike', 'Urban'], gender: 'Unisex' }),
  gear({ code: 'duffle', skuPrefix: 'UB', categoryId: 4, shape: 'bag', label: 'Duffle Bag', nouns: ['Duffle Bag', 'Gym Bag', 'Weekender', 'Sports Bag'], price: [30, 150], weight: [1, 3], materials: ['Nylon', 'Canvas', 'Polyester'], activities: ['Gym', 'Travel', 'Sports'], gender: 'Unisex' }),
  gear({ code: 'tote', skuPrefix: 'WB', categoryId: 4, shape: 'bag', label: 'Tote', nouns: ['Tote', 'Messenger Bag', 'Sling Bag', 'Shoulder Bag'], price: [22, 120], weight: [1, 2], materials: ['Canvas', 'Leather', 'Hemp', 'Polyester'], activities: ['Urban', 'Travel'], gender: 'Women' }),
  gear({ code: 'watch', skuPrefix: 'WG', categoryId: 6, shape: 'watch', label: 'Watch', nouns: ['Sport Watch', 'Chronograph', 'Fitness Tracker', 'Smartwatch', 'Dive Watch'], price: [45, 320], weight: [1, 1], materials: ['Stainless Steel', 'Silicone', 'Leather', 'Plastic'], activities: ['Running', 'Outdoor', 'Athletic'], gender: 'Unisex' }),
  gear({ code: 'yoga-mat', skuPrefix: 'YM', categoryId: 5, shape: 'mat', label: 'Yoga Mat', nouns: ['Yoga Mat', 'Exercise Mat', 'Travel Mat', 'Cork Mat'], price: [18, 98], weight: [2, 4], materials: ['Rubber', 'Foam', 'Synthetic'], activities: ['Yoga', 'Gym'] }),
  gear({ code: 'roller', skuPrefix: 'FR', categoryId: 5, shape: 'roller', label: 'Foam Roller', nouns: ['Foam Roller', 'Massage Roller', 'Vibrating Roller'], price: [12, 85], weight: [1, 2], materials: ['Foam', 'Plastic'], activities: ['Post-workout', 'Warmup'] }),
  gear({ code: 'band', skuPrefix: 'RB', categoryId: 5, shape: 'band', label: 'Resistance Band', nouns: ['Resistance Band', 'Yoga Strap', 'Loop Band', 'Stretch Strap'], price: [5, 32], weight: [1, 1], materials: ['Rubber', 'Cotton'], activities: ['Yoga', 'Gym', 'Warmup'] }),
  gear({ code: 'bottle', skuPrefix: 'BT', categoryId: 5, shape: 'bottle', label: 'Water Bottle', nouns: ['Water Bottle', 'Insulated Bottle', 'Shaker Bottle', 'Sport Bottle'], price: [7, 42], weight: [1, 1], materials: ['Stainless Steel', 'Plastic', 'Silicone'], activities: ['Gym', 'Hike', 'Running'] }),
  gear({ code: 'dumbbell', skuPrefix: 'DB', categoryId: 5, shape: 'dumbbell', label: 'Dumbbell', nouns: ['Dumbbell Set', 'Kettlebell', 'Adjustable Dumbbell', 'Hex Dumbbell'], price: [25, 310], weight: [4, 20], materials: ['Metal', 'Rubber'], activities: ['Gym', 'Crosstraining'] }),
  gear({ code: 'ball', skuPrefix: 'SB', categoryId: 5, shape: 'ball', label: 'Exercise Ball', nouns: ['Stability Ball', 'Exercise Ball', 'Balance Ball'], price: [15, 75], weight: [1, 3], materials: ['Rubber', 'Synthetic'], activities: ['Yoga', 'Gym', 'Crosstraining'], sizes: BALL_SIZES }),
];
