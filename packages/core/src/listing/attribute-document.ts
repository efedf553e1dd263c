/** One option of a select, multiselect or boolean attribute (see docs/api.md#catalogue-documents); `value` is the option id. */
export interface AttributeOptionDocument {
  /** Text, or a JSON number for numeric sizes (0, 2, 28) in some exports. */
  readonly label: string | number;
  readonly value: string | number;
}

/**
 * An attribute document of the search index (docs/api.md#catalogue-documents, docs/behaviour.md#entities). Flags arrive as booleans or as
 * the strings '0'/'1', depending on the flag and on the indexer version.
 */
export interface AttributeDocument {
  readonly attribute_code: string;
  readonly attribute_id?: number | string;
  readonly id?: number | string;
  readonly frontend_label?: string | null;
  readonly default_frontend_label?: string | null;
  readonly frontend_input?: string;
  readonly is_comparable?: boolean | string | number;
  readonly is_visible?: boolean | string | number;
  readonly is_visible_on_front?: boolean | string | number;
  readonly is_user_defined?: boolean | string | number;
  readonly options?: readonly AttributeOptionDocument[] | null;
}
