/**
 * The catalogue's GraphQL reads, a chunk of their own: only a shop whose API type is 'graphql' runs them, so the
 * browser of a REST shop (the default) never downloads the query builder (docs/benchmarks.md#storefront-pages).
 */
export { graphqlHits, graphqlRead } from '@storefront/core';
