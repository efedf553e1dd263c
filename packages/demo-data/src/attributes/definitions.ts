import {
  ACTIVITIES,
  ALL_COLOURS,
  ALL_SIZES,
  CLIMATES,
  FORMATS,
  GENDERS,
  MATERIALS,
  optionListOf,
  toOptionList,
} from './options.js';

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

const BOOLEAN_OPTIONS = toOptionList({ Yes: 1, No: 0 });

/** Magento's own attribute, not one a shop adds. */
const SYSTEM = { userDefined: false } as const;

/** A shopper's attribute: a listing filter, shown on the product page and in the comparison. */
const FACET = { userDefined: true, filterable: true, visibleOnFront: true, comparable: true } as const;

/** A facet configurable products vary by (a child per value), also shown on the listing tiles. */
const VARIANT = { ...FACET, usedInListing: true, applyTo: ['simple', 'virtual', 'configurable'] };

const PHYSICAL = ['simple', 'configurable', 'bundle', 'grouped'];
const ALL_TYPES = ['simple', 'virtual', 'bundle', 'downloadable', 'configurable', 'grouped'];

type Traits = Omit<AttributeDefinition, 'id' | 'code' | 'input' | 'label'>;

const attribute = (id: number, code: string, input: FrontendInput, label: string, traits: Traits) => ({
  id,
  code,
  input,
  label,
  ...traits,
});

/**
 * Attribute ids match the Luma demo where the attribute exists there (color 93, size 142, erin_recommends 145…), so
 * VSF configuration keyed by id keeps working; the parking attributes (155–158) are ours.
 */
const DEFINITIONS: AttributeDefinition[] = [
  attribute(73, 'name', 'text', 'Product Name', {
    ...SYSTEM,
    searchable: true,
    sortable: true,
    usedInListing: true,
    required: true,
  }),
  attribute(74, 'sku', 'text', 'SKU', { ...SYSTEM, searchable: true, comparable: true, required: true }),
  attribute(75, 'description', 'textarea', 'Description', { ...SYSTEM, searchable: true, comparable: true }),
  attribute(76, 'short_description', 'textarea', 'Short Description', {
    ...SYSTEM,
    searchable: true,
    comparable: true,
  }),
  attribute(77, 'price', 'price', 'Price', {
    ...SYSTEM,
    filterable: true,
    searchable: true,
    sortable: true,
    usedInListing: true,
    required: true,
    applyTo: ['simple', 'virtual', 'bundle', 'downloadable', 'configurable'],
  }),
  attribute(78, 'special_price', 'price', 'Special Price', { ...SYSTEM, usedInListing: true }),
  attribute(79, 'special_from_date', 'date', 'Special Price From Date', { ...SYSTEM, usedInListing: true }),
  attribute(80, 'special_to_date', 'date', 'Special Price To Date', { ...SYSTEM, usedInListing: true }),
  attribute(82, 'weight', 'weight', 'Weight', { ...SYSTEM, applyTo: PHYSICAL }),
  attribute(84, 'meta_title', 'text', 'Meta Title', SYSTEM),
  attribute(86, 'meta_description', 'textarea', 'Meta Description', SYSTEM),
  attribute(87, 'image', 'media_image', 'Base', { ...SYSTEM, usedInListing: true }),
  attribute(88, 'small_image', 'media_image', 'Small', { ...SYSTEM, usedInListing: true }),
  attribute(89, 'thumbnail', 'media_image', 'Thumbnail', { ...SYSTEM, usedInListing: true }),
  attribute(93, 'color', 'select', 'Color', { ...VARIANT, options: optionListOf(ALL_COLOURS) }),
  attribute(94, 'news_from_date', 'date', 'Set Product as New from Date', { ...SYSTEM, usedInListing: true }),
  attribute(95, 'news_to_date', 'date', 'Set Product as New to Date', { ...SYSTEM, usedInListing: true }),
  attribute(97, 'status', 'select', 'Enable Product', {
    ...SYSTEM,
    usedInListing: true,
    options: toOptionList({ Enabled: 1, Disabled: 2 }),
  }),
  attribute(99, 'visibility', 'select', 'Visibility', {
    ...SYSTEM,
    options: toOptionList({ 'Not Visible Individually': 1, Catalog: 2, Search: 3, 'Catalog, Search': 4 }),
  }),
  attribute(119, 'url_key', 'text', 'URL Key', { ...SYSTEM, usedInListing: true }),
  attribute(134, 'tax_class_id', 'select', 'Tax Class', {
    ...SYSTEM,
    usedInListing: true,
    options: toOptionList({ None: 0, 'Taxable Goods': 2 }),
  }),
  attribute(135, 'activity', 'multiselect', 'Activity', {
    ...FACET,
    applyTo: PHYSICAL,
    options: toOptionList(ACTIVITIES),
  }),
  attribute(137, 'material', 'multiselect', 'Material', {
    ...FACET,
    applyTo: PHYSICAL,
    options: toOptionList(MATERIALS),
  }),
  // Luma has gender as multiselect; a select keeps one value per product, which is all the demo needs for a facet.
  attribute(140, 'gender', 'select', 'Gender', { ...FACET, applyTo: PHYSICAL, options: toOptionList(GENDERS) }),
  attribute(142, 'size', 'select', 'Size', { ...VARIANT, options: optionListOf(ALL_SIZES) }),
  attribute(143, 'eco_collection', 'boolean', 'Eco Collection', { ...FACET, options: BOOLEAN_OPTIONS }),
  attribute(144, 'performance_fabric', 'boolean', 'Performance Fabric', { ...FACET, options: BOOLEAN_OPTIONS }),
  attribute(145, 'erin_recommends', 'boolean', 'Erin Recommends', {
    userDefined: true,
    filterable: true,
    visibleOnFront: true,
    options: BOOLEAN_OPTIONS,
  }),
  attribute(146, 'new', 'boolean', 'New', {
    userDefined: true,
    filterable: true,
    usedInListing: true,
    options: BOOLEAN_OPTIONS,
  }),
  attribute(147, 'sale', 'boolean', 'Sale', {
    userDefined: true,
    filterable: true,
    usedInListing: true,
    options: BOOLEAN_OPTIONS,
  }),
  attribute(148, 'format', 'select', 'Format', { ...FACET, applyTo: ['downloadable'], options: toOptionList(FORMATS) }),
  attribute(154, 'climate', 'multiselect', 'Climate', {
    ...FACET,
    applyTo: ['configurable', 'simple'],
    options: toOptionList(CLIMATES),
  }),
  attribute(155, 'hourly_rate', 'price', 'Hourly Rate', {
    userDefined: true,
    visibleOnFront: true,
    comparable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  }),
  attribute(156, 'monthly_rate', 'price', 'Monthly Rate', {
    userDefined: true,
    visibleOnFront: true,
    comparable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  }),
  attribute(157, 'address', 'text', 'Address', {
    userDefined: true,
    visibleOnFront: true,
    searchable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  }),
  attribute(158, 'intersection', 'text', 'Intersection', {
    userDefined: true,
    visibleOnFront: true,
    searchable: true,
    usedInListing: true,
    applyTo: ['virtual'],
  }),
  // A parking spot's capacity: how many cars it takes over one period (the API counts bookings against it).
  attribute(159, 'places', 'text', 'Places', {
    userDefined: true,
    visibleOnFront: true,
    usedInListing: true,
    applyTo: ['virtual'],
  }),
  // A parking spot's IANA time zone: the clock its periods are counted and shown on. Not a raw attribute on the
  // page: the storefront says it with each time ('10:00 EST').
  attribute(160, 'time_zone', 'text', 'Time Zone', { userDefined: true, usedInListing: true, applyTo: ['virtual'] }),
];

export const ATTRIBUTE_DEFINITIONS: readonly AttributeDefinition[] = DEFINITIONS.map((definition) => ({
  applyTo: ALL_TYPES,
  ...definition,
}));
