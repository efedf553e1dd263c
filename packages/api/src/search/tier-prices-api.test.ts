import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signGroupToken } from '../auth/group-token.js';
import { getJson, postJson, requestParam, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import type { TestDocument } from '../test-support/start-test-api.js';

const SECRET = 'tier-test-secret-0123456789';
const tier = (customer_group_id: number, qty: number, value: number) => ({
  customer_group_id,
  qty,
  value,
  extension_attributes: { website_id: 0 },
});

const DOCUMENTS: TestDocument[] = [
  {
    entity: 'taxrule',
    source: {
      id: 1,
      code: 'US',
      product_tax_class_ids: [2],
      customer_tax_class_ids: [3],
      rates: [{ id: 1, tax_country_id: 'US', tax_region_id: 0, rate: 10, code: 'US' }],
    },
  },
  {
    entity: 'product',
    source: {
      id: 1,
      sku: 'TIERED',
      name: 'Tiered Tee',
      type_id: 'simple',
      status: 1,
      visibility: 4,
      tax_class_id: '2',
      price: 40,
      tier_prices: [tier(1, 1, 30), tier(1, 1, 32), tier(1, 5, 20), tier(2, 1, 25)],
    },
  },
  {
    entity: 'product',
    source: {
      id: 2,
      sku: 'CONF',
      name: 'Tiered Jacket',
      type_id: 'configurable',
      status: 1,
      visibility: 4,
      tax_class_id: '2',
      price: 0,
      configurable_children: [
        { id: 21, sku: 'CONF-S', name: 'S', status: 1, tax_class_id: '2', price: 80, tier_prices: [tier(1, 1, 60)] },
        { id: 22, sku: 'CONF-M', name: 'M', status: 1, tax_class_id: '2', price: 70, tier_prices: [] },
      ],
    },
  },
  {
    entity: 'product',
    source: {
      id: 3,
      sku: 'SPECIAL',
      name: 'On sale',
      type_id: 'simple',
      status: 1,
      visibility: 4,
      tax_class_id: '2',
      price: 50,
      special_price: 20,
      tier_prices: [tier(1, 1, 45)],
    },
  },
];

let api: TestApi;
const url = () => `${api.url}/api/catalog/vue_storefront_catalog/product/_search`;
const token = (group_id: number, secret = SECRET, issuedAt = Date.now()) =>
  signGroupToken({ group_id, id: 7, user: 'ann@example.com' }, new TextEncoder().encode(secret), {
    now: issuedAt,
    ttlSeconds: api.config.users.groupTokenTtlSeconds,
  });
interface PricedSource {
  sku: string;
  price: number;
  final_price: number;
  price_incl_tax: number;
  final_price_incl_tax: number;
  configurable_children?: Array<{ price: number }>;
}
type Hit = { _source: PricedSource };
const bySku = (body: { hits: { hits: Hit[] } }) =>
  Object.fromEntries(body.hits.hits.map((hit) => [hit._source.sku, hit._source]));

beforeAll(async () => {
  api = await startTestApi(DOCUMENTS, { overrides: { secrets: { authHashSecret: SECRET } } });
});
afterAll(() => api.close());

describe('catalogue search with a group token (price tiers, contract 1.4 and 2.3)', () => {
  it('prices with the default prices without a token', async () => {
    const { status, body } = await postJson(url(), {});
    expect(status).toBe(200);
    const products = bySku(body);
    expect(products.TIERED!.price).toBe(40);
    expect(products.TIERED!.price_incl_tax).toBe(44);
    expect(products.CONF!.price).toBe(70);
  });

  it("prices a simple product with the group's lowest one-piece tier before taxes", async () => {
    const { body } = await postJson(url(), { groupToken: await token(1), groupId: 1 });
    const tee = bySku(body).TIERED!;
    expect(tee.price).toBe(30);
    expect(tee.final_price).toBe(30);
    expect(tee.price_incl_tax).toBe(33);
    expect(tee.final_price_incl_tax).toBe(33);
    const other = bySku((await postJson(url(), { groupToken: await token(2) })).body).TIERED!;
    expect(other.price_incl_tax).toBe(27.5);
  });

  it('prices configurable children, so the parent shows the cheapest child for the group', async () => {
    const { body } = await postJson(url(), { groupToken: await token(1) });
    const jacket = bySku(body).CONF!;
    expect(jacket.configurable_children!.map((child) => child.price)).toEqual([60, 70]);
    expect(jacket.price).toBe(60);
    expect(jacket.price_incl_tax).toBe(66);
  });

  it('keeps an active special price that is lower than the tier', async () => {
    const { body } = await postJson(url(), { groupToken: await token(1) });
    expect(bySku(body).SPECIAL!.final_price).toBe(20);
  });

  it('treats a forged token, a bare groupId and a token of another key as the default group, with no error', async () => {
    for (const request of [
      { groupId: 1 },
      { groupToken: 'not-a-jwt-at-all', groupId: 1 },
      { groupToken: await token(1, 'some-other-secret-0123456789'), groupId: 1 },
      { groupToken: `${await token(1)}x` },
    ]) {
      const { status, body } = await postJson(url(), request);
      expect(status).toBe(200);
      expect(bySku(body).TIERED!.price).toBe(40);
    }
  });

  it('reads the token from a GET search-query request (what the storefront sends) and keeps it out of the query', async () => {
    const query = { _appliedFilters: [{ attribute: 'sku', value: { in: ['TIERED'] }, scope: 'default' }] };
    const plain = await getJson(`${url()}?request_format=search-query&request=${requestParam(query)}`);
    expect(plain.body.hits.hits.map((hit: Hit) => hit._source.price)).toEqual([40]);
    const request = requestParam({ ...query, groupToken: await token(1), groupId: 1 });
    const tiered = await getJson(`${url()}?request_format=search-query&request=${request}`);
    expect(tiered.status).toBe(200);
    expect(tiered.body.hits.hits.map((hit: Hit) => hit._source.price)).toEqual([30]);
  });
});

describe('group token expiry', () => {
  const NOW = Date.parse('2026-06-01T12:00:00Z');
  let pinned: TestApi;
  beforeAll(async () => {
    pinned = await startTestApi(DOCUMENTS, { now: NOW, overrides: { secrets: { authHashSecret: SECRET } } });
  });
  afterAll(() => pinned.close());
  const priceWith = async (groupToken: string) =>
    bySku((await postJson(`${pinned.url}/api/catalog/vue_storefront_catalog/product/_search`, { groupToken })).body)
      .TIERED!.price;

  it('prices an expired group token, or one without an expiry (as vue-storefront-api made them), as a guest', async () => {
    const ttlMs = pinned.config.users.groupTokenTtlSeconds * 1000;
    expect(pinned.config.users.groupTokenTtlSeconds).toBe(pinned.config.users.accessTokenTtlSeconds);
    expect(await priceWith(await token(1, SECRET, NOW - ttlMs + 1000))).toBe(30);
    expect(await priceWith(await token(1, SECRET, NOW - ttlMs))).toBe(40);
    expect(await priceWith(await token(1, SECRET, NOW - 30 * 24 * 3600_000))).toBe(40);
    const forever = await new SignJWT({ group_id: 1, id: 7, user: 'ann@example.com' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await priceWith(forever)).toBe(40);
  });
});

describe('/graphql with a group token', () => {
  it("prices products as the REST search does with the group's token, and without one as for a guest", async () => {
    const query = 'query($t: String) { products(pageSize: 10, sort: { sku: ASC }, groupToken: $t) { items } }';
    const graphqlPrices = async (groupToken?: string) => {
      const { body } = await postJson(`${api.url}/graphql/`, { query, variables: { t: groupToken } });
      return Object.fromEntries(
        (body.data.products.items as PricedSource[]).map((item) => [item.sku, item.price_incl_tax]),
      );
    };
    const restPrices = async (groupToken?: string) =>
      Object.fromEntries(
        Object.entries(bySku((await postJson(url(), groupToken ? { groupToken } : {})).body)).map(([sku, source]) => [
          sku,
          source.price_incl_tax,
        ]),
      );
    const group = await token(1);
    expect(await graphqlPrices(group)).toEqual(await restPrices(group));
    expect((await graphqlPrices(group)).TIERED).toBe(33);
    expect((await graphqlPrices()).TIERED).toBe(44);
    expect((await graphqlPrices('forged.token.value')).TIERED).toBe(44);
  });
});
