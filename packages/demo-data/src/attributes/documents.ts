import type { AttributeDefinition, FrontendInput } from './definitions.js';
import { ATTRIBUTE_DEFINITIONS } from './definitions.js';

const BACKEND_TYPE: Record<FrontendInput, string> = {
  text: 'varchar',
  textarea: 'text',
  price: 'decimal',
  select: 'int',
  multiselect: 'varchar',
  boolean: 'int',
  date: 'datetime',
  media_image: 'varchar',
  weight: 'decimal',
};

const flag = (value: boolean | undefined): '0' | '1' => (value ? '1' : '0');

/** docs/api.md#catalogue-documents: Magento's attribute REST object as mage2vuestorefront stores it. */
export function attributeDocument(definition: AttributeDefinition, tsk: number): Record<string, unknown> {
  return {
    id: definition.id,
    attribute_id: definition.id,
    attribute_code: definition.code,
    frontend_input: definition.input,
    default_frontend_label: definition.label,
    frontend_label: definition.label,
    frontend_labels: null,
    entity_type_id: '4',
    is_user_defined: definition.userDefined,
    is_visible: true,
    is_visible_on_front: flag(definition.visibleOnFront),
    is_comparable: flag(definition.comparable),
    is_searchable: flag(definition.searchable),
    is_filterable: definition.filterable ?? false,
    is_filterable_in_search: definition.filterable ?? false,
    used_in_product_listing: flag(definition.usedInListing),
    used_for_sort_by: definition.sortable ?? false,
    is_required: definition.required ?? false,
    is_unique: '0',
    is_wysiwyg_enabled: false,
    is_html_allowed_on_front: definition.input === 'textarea',
    is_used_in_grid: true,
    is_visible_in_grid: false,
    is_filterable_in_grid: definition.filterable ?? false,
    is_visible_in_advanced_search: flag(definition.searchable),
    is_used_for_promo_rules: flag(definition.userDefined),
    position: 0,
    apply_to: definition.applyTo ?? [],
    scope: 'global',
    backend_type: BACKEND_TYPE[definition.input],
    validation_rules: [],
    options: definition.options ?? [],
    tsk,
  };
}

export function* attributeDocuments(tsk: number): Generator<Record<string, unknown>> {
  for (const definition of ATTRIBUTE_DEFINITIONS) yield attributeDocument(definition, tsk);
}
