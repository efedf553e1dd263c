import { describe, expect, it } from 'vitest';
import type { SyncTask, SyncTaskInput, TaskQueue } from '@storefront/core';
import { createCatalogClient } from './catalog-client';

/** A queue that answers every search with no hits and remembers the request bodies it was given. */
function recordingQueue() {
  const bodies: Array<{ entity: string; body: Record<string, unknown> }> = [];
  const queue = {
    execute: (input: SyncTaskInput) => {
      const url = new URL(input.url, 'http://shop.test');
      const entity = url.pathname.split('/').at(-2)!;
      bodies.push({ entity, body: JSON.parse(decodeURIComponent(url.searchParams.get('request')!)) });
      return Promise.resolve({ ...input, resultCode: 200, result: { hits: { total: 0, hits: [] } } } as SyncTask);
    },
  } as unknown as TaskQueue;
  return { queue, bodies };
}

describe('catalogue client and price tiers', () => {
  it('sends the customer group with product queries only', async () => {
    const { queue, bodies } = recordingQueue();
    const client = createCatalogClient(queue, {
      host: '/api/catalog',
      index: 'vue_storefront_catalog',
      priceGroup: () => Promise.resolve({ groupId: 1, groupToken: 'header.payload.signature' }),
    });
    await client.products({ filters: [{ attribute: 'sku', value: ['A'] }] });
    await client.cmsPage('about');
    expect(bodies[0]!.entity).toBe('product');
    expect(bodies[0]!.body).toMatchObject({ groupId: 1, groupToken: 'header.payload.signature' });
    expect(bodies[1]!.entity).toBe('cms_page');
    expect(bodies[1]!.body).not.toHaveProperty('groupToken');
  });

  it('sends no group for a guest', async () => {
    const { queue, bodies } = recordingQueue();
    const client = createCatalogClient(queue, {
      host: '/api/catalog',
      index: 'vue_storefront_catalog',
      priceGroup: () => Promise.resolve(undefined),
    });
    await client.productBy('sku', 'A');
    expect(bodies[0]!.body).not.toHaveProperty('groupToken');
    expect(bodies[0]!.body).not.toHaveProperty('groupId');
  });
});

describe('catalogue client and encoded product text', () => {
  it('decodes product names and meta texts once, and leaves descriptions and other entities as HTML', async () => {
    const source = {
      sku: 'TEE',
      name: 'Tom &amp; Jerry &quot;Tee&quot;',
      meta_title: 'Tom &amp;amp; Jerry',
      description: '<p>Fish &amp; chips</p>',
      configurable_children: [{ sku: 'TEE-S', name: 'Tee &#8211; S' }],
    };
    const queue = {
      execute: (input: SyncTaskInput) =>
        Promise.resolve({
          ...input,
          resultCode: 200,
          result: { hits: { total: 2, hits: [{ _source: structuredClone(source) }] } },
        } as SyncTask),
    } as unknown as TaskQueue;
    const client = createCatalogClient(queue, { host: '/api/catalog', index: 'vue_storefront_catalog' });
    const [product] = (await client.products({})).items;
    expect(product).toMatchObject({
      name: 'Tom & Jerry "Tee"',
      // Decoded once only: a doubly encoded text keeps its second layer.
      meta_title: 'Tom &amp; Jerry',
      description: '<p>Fish &amp; chips</p>',
      configurable_children: [{ name: 'Tee \u2013 S' }],
    });
    const [category] = (await client.search<{ name: string }>('category', {})).items;
    expect(category!.name).toBe(source.name);
  });
});

describe('catalogue client in GraphQL mode', () => {
  function graphqlQueue() {
    const calls: Array<{ url: string; body: { query: string; variables: Record<string, unknown> } | undefined }> = [];
    const queue = {
      execute: (input: SyncTaskInput) => {
        const body = input.payload?.body
          ? (JSON.parse(input.payload.body) as (typeof calls)[number]['body'])
          : undefined;
        calls.push({ url: input.url, body });
        const result = input.url.startsWith('/graphql/')
          ? {
              data: {
                products: { items: [{ sku: 'A', name: 'A &amp; B', _score: 1 }], total_count: 9, aggregations: {} },
              },
            }
          : { hits: { total: 1, hits: [{ _source: { sku: 'REST' } }] } };
        return Promise.resolve({ ...input, resultCode: 200, result } as SyncTask);
      },
    } as unknown as TaskQueue;
    return { queue, calls };
  }

  it('reads products through /graphql with the group token, and a page that starts mid-page through REST', async () => {
    const { queue, calls } = graphqlQueue();
    const client = createCatalogClient(queue, {
      host: '/api/catalog',
      index: 'vue_storefront_catalog',
      graphql: '/graphql/de/',
      priceGroup: () => Promise.resolve({ groupId: 1, groupToken: 'header.payload.signature' }),
    });
    const found = await client.products({ filters: [{ attribute: 'sku', value: ['A'] }] }, { size: 10, from: 20 });
    expect(found).toEqual({ total: 9, items: [{ sku: 'A', name: 'A & B' }], aggregations: {} });
    expect(calls[0]!.url).toBe('/graphql/de/');
    expect(calls[0]!.body!.query).toContain('products(');
    expect(calls[0]!.body!.variables).toMatchObject({
      filter: { sku: { in: ['A'] } },
      pageSize: 10,
      currentPage: 3,
      groupToken: 'header.payload.signature',
    });
    const rest = await client.products({}, { size: 10, from: 5 });
    expect(rest.items).toEqual([{ sku: 'REST' }]);
    expect(calls[1]!.url).toContain('/api/catalog/vue_storefront_catalog/product/_search');
  });
});
