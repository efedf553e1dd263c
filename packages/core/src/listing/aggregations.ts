/** One bucket of a terms or range aggregation (see docs/api.md#catalogue-search); `from`/`to` only on range buckets. */
export interface AggregationBucket {
  readonly key: string | number;
  readonly doc_count?: number;
  readonly from?: number | null;
  readonly to?: number | null;
}

/** The `aggregations` object of a search answer: `agg_terms_<field>`, `agg_terms_<field>_options`, `agg_range_price`. */
export type SearchAggregations = Readonly<
  Record<string, { readonly buckets?: readonly AggregationBucket[] } | undefined>
>;

/** Buckets of one aggregation, ignoring anything malformed: the answer comes over the wire. */
export function aggregationBuckets(
  aggregations: SearchAggregations | null | undefined,
  name: string,
): AggregationBucket[] {
  if (!aggregations || !Object.hasOwn(aggregations, name)) return [];
  const buckets = aggregations[name]?.buckets;
  if (!Array.isArray(buckets)) return [];
  return buckets.filter(
    (bucket): bucket is AggregationBucket =>
      typeof bucket === 'object' &&
      bucket !== null &&
      (typeof bucket.key === 'string' || typeof bucket.key === 'number'),
  );
}

export function bucketCount(bucket: AggregationBucket): number {
  const count = bucket.doc_count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}
