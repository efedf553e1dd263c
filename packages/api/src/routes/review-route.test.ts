import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FIXTURES } from '../test-support/catalog-fixtures.js';
import { getJson, postJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DE = 'vue_storefront_catalog_de';
let api: TestApi;

const create = (body: unknown, query = '') => postJson(`${api.url}/api/review/create${query}`, body);
const review = (fields: Record<string, unknown> = {}) => ({
  product_id: 2,
  title: 'Great tee',
  detail: 'Fits well.',
  nickname: 'Ann',
  review_entity: 'product',
  review_status: 1,
  ...fields,
});

/** The storefront's review listing: a product's reviews with one status (docs/api.md#reviews, docs/behaviour.md#reviews). */
async function listed(productId: number, status: number, index = 'vue_storefront_catalog') {
  const { body } = await postJson(`${api.url}/api/catalog/${index}/review/_search`, {
    query: { bool: { filter: [{ terms: { product_id: [productId] } }, { terms: { review_status: [status] } }] } },
  });
  return body.hits.hits.map((hit: { _source: Record<string, unknown> }) => hit._source);
}

beforeAll(async () => {
  api = await startTestApi(
    [
      ...CATALOG_FIXTURES,
      {
        entity: 'review',
        source: { id: 41, product_id: 3, title: 'Old', detail: 'x', nickname: 'Bo', review_status: 1 },
      },
      { index: DE, entity: 'product', source: { id: 77, sku: 'DE77', name: 'Nur in DE', price: 10 } },
    ],
    // Many reviews from one address here; the rate limit has tests of its own.
    { now: NOW, overrides: { reviews: { rateLimit: { max: 1000 } } } },
  );
});
afterAll(() => api.close());

describe('POST /api/review/create (contract 7)', () => {
  it('stores the review as pending with the next id and answers the stored document', async () => {
    const { status, body } = await create({ review: review({ customer_id: 7, extra: 'dropped' }) });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      result: {
        id: 42,
        product_id: 2,
        title: 'Great tee',
        detail: 'Fits well.',
        nickname: 'Ann',
        review_entity: 'product',
        review_type: 1,
        review_status: 2,
        customer_id: 7,
        created_at: '2026-06-01 12:00:00',
        store_id: 1,
        stores: [0, 1],
      },
    });
    expect(await api.catalog.getById('vue_storefront_catalog', 'review', '42')).toEqual(body.result);
  });

  it('keeps a pending review out of the approved listing until approved', async () => {
    const { body } = await create({ review: review({ product_id: 1, title: 'Warm' }) });
    expect(body.result.customer_id).toBeNull();
    expect(await listed(1, 1)).toEqual([]);
    expect((await listed(1, 2)).map((r: { id: number }) => r.id)).toEqual([body.result.id]);
  });

  it('gives concurrent reviews distinct ids', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => create({ review: review({ product_id: 3 }) })));
    const ids = answers.map((answer) => answer.body.result.id);
    expect(new Set(ids).size).toBe(4);
    expect((await listed(3, 2)).length).toBe(4);
  });

  it('stores plain text: markup kept verbatim, control and bidi characters dropped, titles on one line', async () => {
    const { body } = await create({
      review: review({
        title: '  <b>Best</b>\n\u202Eever\u0007  ',
        detail: 'Line one\r\n\r\n\r\n\r\nLine <script>alert(1)</script>\u0000 two\t!',
        nickname: ' Ann \u2066& Co\u2069 ',
      }),
    });
    expect(body.result).toMatchObject({
      title: '<b>Best</b> ever',
      detail: 'Line one\n\nLine <script>alert(1)</script> two !',
      nickname: 'Ann & Co',
    });
    const [stored] = (await listed(2, 2)).filter((r: { id: number }) => r.id === body.result.id);
    expect(stored.title).toBe('<b>Best</b> ever');
  });

  it('answers schema problems with HTTP 500 and a list of {path, message}', async () => {
    const { status, body } = await create({
      review: { product_id: '2', title: '   ', detail: 5, review_entity: 'category', customer_id: 1.5 },
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 500,
      result: [
        { path: 'review.product_id', message: 'product_id must be an integer' },
        { path: 'review.title', message: 'title must not be empty' },
        { path: 'review.detail', message: 'detail must be a string' },
        { path: 'review.nickname', message: 'nickname is required' },
        {
          path: 'review.review_entity',
          message: 'review_entity must be "product"; only product reviews are supported',
        },
        { path: 'review.customer_id', message: 'customer_id must be an integer' },
      ],
    });
  });

  it('limits the lengths with a 400 and rejects a review that is not an object', async () => {
    const long = await create({ review: review({ title: 'x'.repeat(256), nickname: 'n'.repeat(129) }) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(400);
    expect(long.body.result).toEqual([
      { path: 'review.title', message: 'title must be at most 255 characters' },
      { path: 'review.nickname', message: 'nickname must be at most 128 characters' },
    ]);
    const notObject = await create({ review: 'nice' });
    expect(notObject.body).toEqual({ code: 500, result: [{ path: 'review', message: 'review must be an object' }] });
  });

  it('answers a body without a review element clearly', async () => {
    for (const body of [{}, { review: null }, [], 'review', 3]) {
      const answer = await create(body);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ code: 500, result: 'No review element provided within the request body' });
    }
    const empty = await getJson(`${api.url}/api/review/create`, { method: 'POST' });
    expect(empty.body).toEqual({ code: 500, result: 'No review element provided within the request body' });
  });

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await getJson(`${api.url}/api/review/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"review":',
    });
    expect(status).toBe(400);
    expect(body.result).toMatch(/^Malformed JSON in the request body/);
  });

  it('refuses a review of a product the store does not have', async () => {
    const { status, body } = await create({ review: review({ product_id: 999 }) });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: 'Product with id 999 does not exist' });
    const otherStore = await create({ review: review({ product_id: 77 }) });
    expect(otherStore.status).toBe(404);
  });

  it("writes into a configured store view's index, and into the default index for an unknown store code", async () => {
    const german = await create({ review: review({ product_id: 77 }) }, '?storeCode=de');
    expect(german.status).toBe(200);
    expect(german.body.result).toMatchObject({ id: 1, store_id: 3, stores: [0, 3] });
    expect(await api.catalog.getById(DE, 'review', '1')).toEqual(german.body.result);
    expect((await listed(77, 2, DE)).length).toBe(1);

    const byHeader = await getJson(`${api.url}/api/review/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vs-store-code': 'de' },
      body: JSON.stringify({ review: review({ product_id: 77 }) }),
    });
    expect(byHeader.body.result).toMatchObject({ id: 2, store_id: 3 });

    const unknown = await create({ review: review() }, '?storeCode=fr');
    expect(unknown.body.result).toMatchObject({ store_id: 1 });
    expect(await api.catalog.getById('vue_storefront_catalog', 'review', String(unknown.body.result.id))).toBeDefined();
    expect(await api.catalog.getById(DE, 'review', String(unknown.body.result.id))).toBeUndefined();
  });
});
