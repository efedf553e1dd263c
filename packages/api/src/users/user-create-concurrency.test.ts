import { describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { postJson } from '../test-support/start-test-api.js';
import { closedAfterEachTest } from '../test-support/started-for-tests.js';
import { startUserApi } from './test-support/start-user-api.js';

const closeAfterTest = closedAfterEachTest();

describe('POST /api/user/create sent ten times at once for one e-mail', () => {
  it('creates one customer; the others get the duplicate message', async () => {
    // Ten at once from one address: the hash gate's per-client share would refuse most before the database race.
    const api = closeAfterTest(await startUserApi({ users: { passwordHashing: { maxPerClient: 10, maxQueued: 10 } } }));
    const body = {
      customer: { email: 'twice@example.com', firstname: 'Tia', lastname: 'Wice' },
      password: 'twice-pass-1',
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => postJson(`${api.url}/api/user/create`, body)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(
      new Set(replies.filter((reply) => reply.status !== 200).map((reply) => `${reply.status} ${reply.body.result}`)),
    ).toEqual(new Set(['400 A customer with the same email address already exists in an associated website.']));
    expect(await api.db.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 1 });
  });
});
