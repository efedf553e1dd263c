import { describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { keepingFailedMails } from './admin-mail.js';

const database = startedForEachTest(openTestDatabase);

describe('the mailer that keeps what the SMTP server refused', () => {
  it('stores a refused mail as failed with its error and still fails the send; a sent one leaves no row', async () => {
    let refuse = true;
    const smtp = {
      send: async () => {
        if (refuse) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    const mailer = keepingFailedMails(smtp, database().db, 'Shop <shop@localhost>', () =>
      Date.parse('2026-06-01T08:00:00Z'),
    );
    const mail = {
      kind: 'welcome' as const,
      to: 'ada@example.com',
      subject: 'Welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
    };
    await expect(mailer.send(mail)).rejects.toThrow('ECONNREFUSED');
    refuse = false;
    await mailer.send({ ...mail, subject: 'Second' });
    const rows = await database().db.all(
      sql`SELECT "from", "to", subject, html, status, error, created_at FROM mail_outbox`,
    );
    expect(rows).toEqual([
      {
        from: 'Shop <shop@localhost>',
        to: 'ada@example.com',
        subject: 'Welcome',
        html: '<p>Hello</p>',
        status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:25',
        created_at: '2026-06-01T08:00:00.000Z',
      },
    ]);
  });
});
