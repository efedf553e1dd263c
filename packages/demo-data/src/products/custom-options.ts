import type { Rng } from '../prng.js';

/** VSF custom option types used by the demo; 'drop_down' is Magento's (and VSF's) name for a select. */
export type CustomOptionType = 'field' | 'radio' | 'drop_down' | 'checkbox';
export type PriceType = 'fixed' | 'percent';

interface ValueTemplate {
  title: string;
  price: number;
  price_type: PriceType;
}

interface OptionTemplate {
  title: string;
  type: CustomOptionType;
  is_require: boolean;
  price?: number;
  price_type?: PriceType;
  max_characters?: number;
  values?: ValueTemplate[];
}

const fixed = (title: string, price: number): ValueTemplate => ({ title, price, price_type: 'fixed' });
const percent = (title: string, price: number): ValueTemplate => ({ title, price, price_type: 'percent' });

/** A text field, free unless `price` (fixed) is given. */
const textField = (title: string, isRequired: boolean, maxCharacters: number, price = 0): OptionTemplate => ({
  title,
  type: 'field',
  is_require: isRequired,
  price,
  price_type: 'fixed',
  max_characters: maxCharacters,
});

const choice = (
  title: string,
  type: Exclude<CustomOptionType, 'field'>,
  isRequired: boolean,
  values: ValueTemplate[],
): OptionTemplate => ({ title, type, is_require: isRequired, values });

const GEAR_OPTIONS: readonly OptionTemplate[] = [
  textField('Engraving text', false, 20, 5),
  choice('Gift wrapping', 'drop_down', false, [fixed('None', 0), fixed('Standard', 3.5), percent('Premium box', 10)]),
  choice('Extended warranty', 'radio', true, [
    fixed('No extension', 0),
    percent('1 extra year', 8),
    percent('2 extra years', 12),
  ]),
  choice('Add-ons', 'checkbox', false, [
    fixed('Carry pouch', 6.99),
    fixed('Cleaning kit', 4.5),
    percent('Priority handling', 5),
  ]),
];

const GIFT_CARD_OPTIONS: readonly OptionTemplate[] = [
  textField('Recipient name', true, 40),
  textField('Message', false, 200),
  choice('Delivery', 'radio', true, [fixed('By e-mail', 0), fixed('Printed card by post', 2.5)]),
];

const TICKET_OPTIONS: readonly OptionTemplate[] = [
  choice('Seat category', 'drop_down', true, [fixed('Standard', 0), percent('Premium', 25), percent('VIP', 60)]),
  choice('Extras', 'checkbox', false, [
    fixed('Parking pass', 10),
    fixed('Event T-shirt', 18),
    percent('Photo package', 15),
  ]),
];

const CLASS_OPTIONS: readonly OptionTemplate[] = [
  textField('Participant name', true, 60),
  choice('Studio', 'radio', true, [fixed('Harbor Studio', 0), fixed('Riverside Studio', 0), fixed('Live stream', 0)]),
  choice('Mat rental', 'checkbox', false, [fixed('Rent a mat', 3)]),
];

/** Which templates a product line offers, and how often its products carry any. */
const BY_FAMILY: Readonly<Record<string, { templates: readonly OptionTemplate[]; probability: number; all: boolean }>> =
  {
    giftcard: { templates: GIFT_CARD_OPTIONS, probability: 1, all: true },
    ticket: { templates: TICKET_OPTIONS, probability: 0.7, all: true },
    classpass: { templates: CLASS_OPTIONS, probability: 0.6, all: true },
  };

export interface CustomOption {
  option_id: number;
  product_sku: string;
  title: string;
  type: CustomOptionType;
  sort_order: number;
  is_require: boolean;
  price?: number;
  price_type?: PriceType;
  max_characters: number;
  image_size_x: number;
  image_size_y: number;
  values?: Array<{ option_type_id: number; title: string; sort_order: number; price: number; price_type: PriceType }>;
}

/** Option ids derive from the product id, so they are unique across the catalogue without a counter. */
function instantiate(template: OptionTemplate, productId: number, sku: string, position: number): CustomOption {
  const optionId = productId * 10 + position;
  const option: CustomOption = {
    option_id: optionId,
    product_sku: sku,
    title: template.title,
    type: template.type,
    sort_order: position,
    is_require: template.is_require,
    max_characters: template.max_characters ?? 0,
    image_size_x: 0,
    image_size_y: 0,
  };
  if (template.price !== undefined) option.price = template.price;
  if (template.price_type !== undefined) option.price_type = template.price_type;
  if (template.values) {
    option.values = template.values.map((value, i) => ({
      option_type_id: optionId * 10 + i + 1,
      title: value.title,
      sort_order: i + 1,
      price: value.price,
      price_type: value.price_type,
    }));
  }
  return option;
}

export function customOptionsFor(
  familyCode: string,
  isGear: boolean,
  productId: number,
  sku: string,
  rng: Rng,
): CustomOption[] {
  const config =
    BY_FAMILY[familyCode] ?? (isGear ? { templates: GEAR_OPTIONS, probability: 0.3, all: false } : undefined);
  if (!config || !rng.chance(config.probability)) return [];
  const chosen = config.all ? config.templates : rng.sample(config.templates, rng.int(2, config.templates.length));
  // Keep the templates' own order so the form reads the same on every product of a line.
  const ordered = config.templates.filter((template) => chosen.includes(template));
  return ordered.map((template, i) => instantiate(template, productId, sku, i + 1));
}
