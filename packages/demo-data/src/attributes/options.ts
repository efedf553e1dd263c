/**
 * Option ids reuse the Luma demo's numbering (see docs/api.md#catalogue-documents), so ids such as color 49 = Black mean the same thing
 * here as in VSF's own sample data and default configuration.
 */
export interface AttributeOption {
  id: number;
  label: string;
}

export interface ColourOption extends AttributeOption {
  hex: string;
}

export const COLOURS = {
  Black: { id: 49, label: 'Black', hex: '#2b2b2e' },
  Blue: { id: 50, label: 'Blue', hex: '#2f5fb3' },
  Brown: { id: 51, label: 'Brown', hex: '#7a4b2a' },
  Gray: { id: 52, label: 'Gray', hex: '#8a8d91' },
  Green: { id: 53, label: 'Green', hex: '#3f8f4f' },
  Orange: { id: 56, label: 'Orange', hex: '#f08a24' },
  Purple: { id: 57, label: 'Purple', hex: '#7b4fa3' },
  Red: { id: 58, label: 'Red', hex: '#c8312f' },
  White: { id: 59, label: 'White', hex: '#f4f4f2' },
  Yellow: { id: 60, label: 'Yellow', hex: '#f2c500' },
} as const satisfies Record<string, ColourOption>;

export type ColourName = keyof typeof COLOURS;

export const ALL_COLOURS: readonly ColourOption[] = Object.values(COLOURS);

/** A size scale whose Luma ids run on from `firstId` in the order of the labels. */
const sizeScale = (firstId: number, labels: readonly string[]): readonly AttributeOption[] =>
  labels.map((label, index) => ({ id: firstId + index, label }));

export const TOP_SIZES = sizeScale(167, ['XS', 'S', 'M', 'L', 'XL']);

export const BOTTOM_SIZES = sizeScale(172, ['28', '29', '30', '31', '32', '33', '34', '36']);

export const BALL_SIZES = sizeScale(91, ['55 cm', '65 cm', '75 cm']);

export const ALL_SIZES: readonly AttributeOption[] = [...BALL_SIZES, ...TOP_SIZES, ...BOTTOM_SIZES];

export const MATERIALS = {
  Canvas: 32,
  Cotton: 33,
  Leather: 35,
  Mesh: 36,
  Nylon: 37,
  Polyester: 38,
  Ripstop: 40,
  Foam: 42,
  Metal: 43,
  Plastic: 44,
  Rubber: 45,
  Synthetic: 46,
  'Stainless Steel': 47,
  Silicone: 48,
  Wool: 144,
  Fleece: 145,
  Hemp: 146,
  Jersey: 147,
  Microfiber: 150,
  Spandex: 151,
  'Organic Cotton': 154,
  Linen: 158,
  Terry: 160,
} as const;

export type MaterialName = keyof typeof MATERIALS;

export const GENDERS = { Men: 80, Women: 81, Boys: 82, Girls: 83, Unisex: 84 } as const;

export const ACTIVITIES = {
  Hike: 4,
  Outdoor: 5,
  Running: 6,
  Warmup: 7,
  Yoga: 8,
  Recreation: 9,
  Lounge: 10,
  Gym: 11,
  Climbing: 12,
  Crosstraining: 13,
  'Post-workout': 14,
  Cycling: 15,
  Athletic: 16,
  Sports: 17,
  Travel: 22,
  Urban: 23,
} as const;

export type ActivityName = keyof typeof ACTIVITIES;

export const CLIMATES = {
  'All-Weather': 202,
  Cold: 203,
  Cool: 204,
  Indoor: 205,
  Mild: 206,
  Rainy: 207,
  Spring: 208,
  Warm: 209,
  Windy: 210,
  Wintry: 211,
  Hot: 212,
} as const;

export type ClimateName = keyof typeof CLIMATES;

export const FORMATS = { Download: 102, DVD: 103 } as const;

/** Turns `{id, label}` options into `[{label, value}]` attribute options (values are strings, as in VSF). */
export function optionListOf(options: readonly AttributeOption[]): Array<{ label: string; value: string }> {
  return options.map(({ id, label }) => ({ label, value: String(id) }));
}

/** The same for a `{label: id}` table. */
export function toOptionList(table: Readonly<Record<string, number>>): Array<{ label: string; value: string }> {
  return optionListOf(Object.entries(table).map(([label, id]) => ({ id, label })));
}
