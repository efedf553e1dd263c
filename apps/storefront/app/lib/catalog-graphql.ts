/**
 * The catalogue's GraphQL reads, a chunk of their own: only a shop whose API type is 'graphql' runs them, so the
 * browser of a REST shop (the default) never downloads the query builder (docs/benchmarks.md#javascript-after-the-parking-and-back-office-merges-2026-12-03).
 */
export { graphqlHits, graphqlRead } from '@storefront/core';
