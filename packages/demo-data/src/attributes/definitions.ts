import { ACTIVITIES, ALL_COLOURS, ALL_SIZES, CLIMATES, FORMATS, GENDERS, MATERIALS, toOptionList } from './options.js';

export type FrontendInput =
  'text' | 'textarea' | 'price' | 'select' | 'multiselect' | 'boolean' | 'date' | 'media_image' | 'weight';

export interface AttributeDefinition {
  id: number;
  code: string;
  input: FrontendInput;
  label: string;
  userDefined: boolean;
  filterable?: boolean;
  visibleOnFront?: boolean;
  comparable?: boolean;
  searchable?: boolean;
  sortable?: boolean;
  usedInListing?: boolean;
  required?: boolean;
  applyTo?: string[];
  options?: Array<{ label: string; value: string }>;
}

const BOOLEAN_OPTIONS = [
  { label: 'Yes', value: '1' },
  { label: 'No', value: '0' },
];

/** A shopper's attribute: a listing filter, shown on the product page and in the comparison. */
const FACET = { userDefined: true, filterable: true, visibleOnFront: true, comparable: true } as const;

const PHYSICAL = ['simple', 'configurable', 'bundle', 'grouped'];
const ALL_TYPES = ['simple', 'virtual', 'bundle', 'downloadable', 'configurable', 'grouped'];

/**
 * Attribute ids match the Luma demo where the attribute exists there (color 93, size 142, erin_recommends 145…), so
 * VSF configuration keyed by id keeps working; the parking attributes (155–158) are ours.
 */
const DEFINITIONS: AttributeDefinition[] = [
  {
    id: 73,
    code: 'name',
    input: 'text',
    label: 'Product Name',
    userDefined: false,
    searchable: true,
    sortable: true,
    usedInListing: true,
    required: true,
  },
  {
    id: 74,
    code: 'sku',
    input: 'text',
    label: 'SKU',
    userDefined: false,
    searchable: true,
    comparable: true,
    required: true,
  },
  {
    id: 75,
    code: 'description',
    input: 'textarea',
    label: 'Description',
    userDefined: false,
    searchable: true,
    comparable: true,
  },
  {
    id: 76,
    code: 'short_description',
    input: 'textarea',
    label: 'Short Description',
    userDefined: false,
    searchable: true,
    comparable: true,
  },
  {
    id: 77,
    code: 'price',
    input: 'price',
    label: 'Price',
    userDefined: false,
    filterable: true,
    searchable: true,
    sortable: true,
    usedInListing: true,
    required: true,
    applyTo: ['simple', 'virtual', 'bundle', 'downloadable', 'configurable'],
  },
  { id: 78, code: 'special_price', input: 'price', label: 'Special Price', userDefined: false, usedInListing: true },
  {
    id: 79,
    code: 'special_from_date',
    input: 'date',
    label: 'Special Price From Date',
    userDefined: false,
    usedInListing: true,
  },
  {
    id: 80,
    code: 'special_to_date',
    input: 'date',
    label: 'Special Price To Date',
    userDefined: false,
    usedInListing: true,
  },
  { id: 82, code: 'weight', input: 'weight', label: 'Weight', userDefined: false, applyTo: PHYSICAL },
  { id: 84, code: 'meta_title', input: 'text', label: 'Meta Title', userDefined: false },
  { id: 86, code: 'meta_description', input: 'textarea', label: 'Meta Description', userDefined: false },
  { id: 87, code: 'image', input: 'media_image', label: 'Base', userDefined: false, usedInListing: true },
  { id: 88, code: 'small_image', input: 'media_image', label: 'Small', userDefined: false, usedInListing: true },
  { id: 89, code: 'thumbnail', input: 'media_image', label: 'Thumbnail', userDefined: false, usedInListing: true },
  {
    id: 93,
    code: 'color',
    input: 'select',
    label: 'Color',
    ...FACET,
    usedInListing: true,
    applyTo: ['simple', 'virtual', 'configurable'],
    options: ALL_COLOURS.map((c) => ({ label: c.label, value: String(c.id) })),
  },
  {
    id: 94,
    code: 'news_from_date',
    input: 'date',
    label: 'Set Product as New from Date',
    userDefined: false,
    usedInListing: true,
  },
  {
    id: 95,
    code: 'news_to_date',
    input: 'date',
    label: 'Set Product as New to Date',
    userDefined: false,
    usedInListing: true,
  },
  {
    id: 97,
    code: 'status',
    input: 'select',
    label: 'Enable Product',
    userDefined: false,
    usedInListing: true,
    options: [
      { label: 'Enabled', value: '1' },
      { label: 'Disabled', value: '2' },
    ],
  },
  {
    id: 99,
    code: 'visibility',
    input: 'select',
    label: 'Visibility',
    userDefined: false,
    options: [
      { label: 'Not Visible Individually', value: '1' },
      { label: 'Catalog', value: '2' },
      { label: 'Search', value: '3' },
      { label: 'Catalog, Search', value: '4' },
    ],
  },
  { id: 119, code: 'url_key', input: 'text', label: 'URL Key', userDefined: false, usedInListing: true },
  {
    id: 134,
    code: 'tax_class_id',
    input: 'select',
    label: 'Tax Class',
    userDefined: false,
    usedInListing: true,
    options: [
      { label: 'None', value: '0' },
      { label: 'Taxable Goods', value: '2' },
    ],
  },
  {
    id: 135,
    code: 'activity',
    input: 'multiselect',
    label: 'Activity',
    ...FACET,
    applyTo: PHYSICAL,
    options: toOptionList(ACTIVITIES),
  },
  {
    id: 137,
    code: 'material',
    input: 'multiselect',
    label: 'Material',
    ...FACET,
    applyTo: PHYSICAL,
    options: toOptionList(MATERIALS),
  },
  // Luma has gender as multiselect; a select keeps one value per product, which is all the demo needs for a facet.
  {
    id: 140,
    code: 'gender',
    input: 'select',
    label: 'Gender',
    ...FACET,
    applyTo: PHYSICAL,
    options: toOptionList(GENDERS),
  },
  {
    id: 142,
    code: 'size',
    input: 'select',
    label: 'Size',
    ...FACET,
    usedInListing: true,
    applyTo: ['simple', 'virtual', 'configurable'],
    options: ALL_SIZES.map((s) => ({ label: s.label, value: String(s.id) })),
  },
  {
    id: 143,
    code: 'eco_collection',
    input: 'boolean',
    label: 'Eco Collection',
    ...FACET,
    options: BOOLEAN_OPTIONS,
  },
  {
    id: 144,
    code: 'performance_fabric',
    input: 'boolean',
    label: 'Performance Fabric',
    ...FACET,
    options: BOOLEAN_OPTIONS,
  },
  {
    id: 145,
    code: 'erin_recommends',
    input: 'boolean',
    label: 'Erin Recommends',
    userDefined: true,
    filterable: true,
    visibleOnFront: true,
    options: BOOLEAN_OPTIONS,
  },
  {
    id: 146,
    code: 'new',
    input: 'boolean',
    label: 'New',
    userDefined: true,
    filterable: true,
    usedInListing: true,
    options: BOOLEAN_OPTIONS,
  },
  {
    id: 147,
    code: 'sale',
    input: 'boolean',
    label: 'Sale',
    userDefined: true,
    filterable: true,
    usedInListing: true,
    options: BOOLEAN_OPTIONS,
  },
  {
    id: 148,
    code: 'format',
    input: 'select',
    label: 'Format',
    ...FACET,
    applyTo: ['downloadable'],
    options: toOptionList(FORMATS),
  },
  {
    id: 154,
    code: 'climate',
    input: 'multiselect',
    label: 'Climate',
    ...FACET,
    applyTo: ['configurable', 'simple'],
    options: toOptionList(CLIMATES),
  },
  {
    id: 155,
    code: 'hourly_rate',
    input: 'price',
    label: 'Hourly Rate',
    userDefined: true,
    visibleOnFront: true,
    comparable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  },
  {
    id: 156,
    code: 'monthly_rate',
    input: 'price',
    label: 'Monthly Rate',
    userDefined: true,
    visibleOnFront: true,
    comparable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  },
  {
    id: 157,
    code: 'address',
    input: 'text',
    label: 'Address',
    userDefined: true,
    visibleOnFront: true,
    searchable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  },
  {
    id: 158,
    code: 'intersection',
    input: 'text',
    label: 'Intersection',
    userDefined: true,
    visibleOnFront: true,
    searchable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  },
  {
    // A parking spot's capacity: how many cars it takes over one period (the API counts bookings against it).
    id: 159,
    code: 'places',
    input: 'text',
    label: 'Places',
    userDefined: true,
    visibleOnFront: true,
    usedInListing: true,
    applyTo: ['virtual'],
  },
  {
    // A parking spot's IANA time zone: the clock its periods are counted and shown on. Not a raw attribute on the
    // page: the storefront says it with each time ('10:00 EST').
    id: 160,
    code: 'time_zone',
    input: 'text',
    label: 'Time Zone',
    userDefined: true,
    usedInListing: true,
    applyTo: ['virtual'],
  },
];

export const ATTRIBUTE_DEFINITIONS: readonly AttributeDefinition[] = DEFINITIONS.map((definition) => ({
  applyTo: ALL_TYPES,
  ...definition,
}));
