/** Product-line names, as Luma names its products after people and myths ('Chloe Compete Tank'). */
export const LINE_NAMES: readonly string[] = [
  'Ajax', 'Aria', 'Atlas', 'Aurora', 'Bella', 'Caesar', 'Cassius', 'Celeste', 'Chloe', 'Cora',
  'Daphne', 'Echo', 'Eos', 'Erika', 'Felix', 'Gaia', 'Hera', 'Helios', 'Hugo', 'Iris',
  'Juno', 'Kai', 'Leo', 'Luna', 'Maya', 'Milo', 'Nova', 'Orion', 'Phoebe', 'Selene',
  'Stella', 'Theo', 'Vega', 'Zeno', 'Nadia', 'Rocco', 'Sybil', 'Tristan', 'Ursa', 'Wren',
];

export const APPAREL_MODIFIERS: readonly string[] = [
  'Everyday', 'Trail', 'Studio', 'Performance', 'Breathe', 'Summit', 'Urban', 'Coastal', 'Alpine', 'Tempo',
  'Flex', 'Core', 'Motion', 'Essential', 'Heritage', 'Lightweight', 'Thermal', 'Quick-Dry', 'Recycled', 'Stretch',
  'Pro', 'Active', 'Classic', 'Relaxed',
];

export const GEAR_MODIFIERS: readonly string[] = [
  'Voyage', 'Compass', 'Crown', 'Fusion', 'Savvy', 'Strive', 'Endeavor', 'Overnight', 'Rival', 'Impulse',
  'Wayfarer', 'Driven', 'Joust', 'Nomad', 'Metro', 'Trek', 'Sprite', 'Zing', 'Harmony', 'Quest',
];

export const PLACE_NAMES: readonly string[] = [
  'Harbor', 'Riverside', 'Summit', 'Lakeside', 'Downtown', 'Canyon', 'Meadow', 'Coastal', 'Northside', 'Pinecrest',
  'Bayview', 'Old Town', 'Hillcrest', 'Westgate',
];

export const PROGRAM_WORDS: readonly string[] = ['Beginner', 'Intermediate', 'Advanced', '30-Day', '8-Week', 'Quick', 'Complete', 'Morning'];
