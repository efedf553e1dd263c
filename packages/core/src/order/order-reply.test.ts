import { describe, expect, it } from 'vitest';
import { readOrderReply } from './order-reply.js';

function response(body: string, contentType = 'application/json', status = 200) {
  return { status, headers: { get: () => contentType }, json: async () => JSON.parse(body) as unknown };
}

describe('reading the order reply', () => {
  it('reads the envelope, whatever the HTTP status', async () => {
    expect(
      await readOrderReply(response('{"code":500,"result":"Error while adding products. X"}', 'application/json', 500)),
    ).toEqual({
      kind: 'envelope',
      code: 500,
      result: 'Error while adding products. X',
    });
  });

  it('calls HTML, broken JSON and JSON without an envelope unreadable, with the spec messages', async () => {
    expect(await readOrderReply(response('<html>', 'text/html', 502))).toEqual({
      kind: 'unreadable',
      status: 502,
      message: 'Error with response - bad content-type!',
    });
    expect(await readOrderReply(response('{oops'))).toMatchObject({
      message: 'Unhandled error, wrong response format!',
    });
    expect(await readOrderReply(response('{"ok":true}'))).toMatchObject({ kind: 'unreadable' });
  });
});
