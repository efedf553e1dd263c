/** The response envelope of every vue-storefront-api endpoint except catalog search (see docs/api.md#envelope-and-errors). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}
