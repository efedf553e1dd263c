import { describe, expect, it } from 'vitest';
import { readEnvelope } from './read-envelope.js';
import { SyncTaskError } from './sync-task-error.js';
import { jsonResponse, textResponse } from './test-support/fake-fetch.js';

describe('readEnvelope', () => {
  it('reads code, result and meta', async () => {
    const response = jsonResponse({ code: 200, result: 'token', meta: { refreshToken: 'r' } });
    expect(await readEnvelope(response)).toEqual({ code: 200, result: 'token', meta: { refreshToken: 'r' } });
  });

  it('takes an error code in the body as a reply, not as a failure', async () => {
    expect(await readEnvelope(jsonResponse({ code: 500, result: 'boom' }))).toEqual({ code: 500, result: 'boom' });
  });

  it('accepts a code written as digits', async () => {
    expect(await readEnvelope(jsonResponse({ code: '200', result: [] }))).toEqual({ code: 200, result: [] });
  });

  it('accepts a null result', async () => {
    expect(await readEnvelope(jsonResponse({ code: 200, result: null }))).toEqual({ code: 200, result: null });
  });

  it.each([
    ['text/html', textResponse('<html></html>')],
    ['no content type', { headers: { get: () => null }, json: async () => ({ code: 200, result: 1 }) }],
  ])('refuses a non-JSON reply (%s) with the exact message', async (_label, response) => {
    const error = await readEnvelope(response).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SyncTaskError);
    expect(error).toMatchObject({ code: 'BAD_CONTENT_TYPE', message: 'Error with response - bad content-type!' });
  });

  it('reads the content type case-insensitively', async () => {
    expect(await readEnvelope(jsonResponse({ code: 200, result: 1 }, 'Application/JSON'))).toEqual({
      code: 200,
      result: 1,
    });
  });

  it.each([
    ['no code', { result: 'x' }],
    ['a code that is not a number', { code: 'ok', result: 'x' }],
    ['no result', { code: 200 }],
    ['a list', [{ code: 200, result: 1 }]],
    ['null', null],
    ['a string', '"hello"'],
  ])('refuses a reply with %s with the exact message', async (_label, body) => {
    const error = await readEnvelope(jsonResponse(body)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'WRONG_FORMAT', message: 'Unhandled error, wrong response format!' });
  });

  it('refuses a JSON content type with a body that is not JSON', async () => {
    const error = await readEnvelope(textResponse('not json', 'application/json')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'WRONG_FORMAT', message: 'Unhandled error, wrong response format!' });
  });
});

describe("readEnvelope with expect: 'json' (catalogue search replies)", () => {
  const reply = (body: unknown, contentType = 'application/json', status = 200) => ({
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => body,
  });

  it('takes the whole Elasticsearch body as the result with the HTTP status as the code', async () => {
    const body = { took: 1, hits: { total: 0, hits: [] } };
    await expect(readEnvelope(reply(body), 'json')).resolves.toEqual({ code: 200, result: body });
  });

  it('still reads an error envelope as such', async () => {
    await expect(
      readEnvelope(reply({ code: 500, result: 'Invalid index' }, 'application/json', 500), 'json'),
    ).resolves.toEqual({
      code: 500,
      result: 'Invalid index',
    });
  });

  it('still refuses a reply that is not JSON', async () => {
    await expect(readEnvelope(reply('<html>', 'text/html'), 'json')).rejects.toThrow(
      'Error with response - bad content-type!',
    );
  });
});
