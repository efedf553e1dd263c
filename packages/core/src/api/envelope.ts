/** The response envelope of every vue-storefront-api endpoint except catalog search (contract 1.2). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}
