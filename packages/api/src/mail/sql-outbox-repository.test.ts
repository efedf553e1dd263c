import { expect, it } from 'vitest';
import { describeOnEachEngine } from '../test-support/test-database.js';
import { SqlOutboxRepository } from './sql-outbox-repository.js';

const mail = (to: string, subject: string) => ({
  kind: 'welcome' as const,
  from: 'shop@example.com',
  to,
  subject,
  text: 'Hello',
  html: null,
  replyTo: null,
});

describeOnEachEngine('SqlOutboxRepository', (opened) => {
  it('stores mail with its id and time, and lists the newest first, by recipient regardless of case', async () => {
    const outbox = new SqlOutboxRepository(opened().db, () => Date.parse('2026-01-02T03:04:05Z'));
    const first = await outbox.add(mail('Ann@Example.com', 'one'));
    expect(first).toMatchObject({ to: 'Ann@Example.com', subject: 'one', createdAt: '2026-01-02T03:04:05.000Z' });
    expect(typeof first.id).toBe('number');
    await outbox.add(mail('bob@example.com', 'two'));
    await outbox.add(mail('ann@example.com', 'three'));
    expect((await outbox.list({ limit: 10 })).map((m) => m.subject)).toEqual(['three', 'two', 'one']);
    expect((await outbox.list({ to: 'ANN@example.COM', limit: 10 })).map((m) => m.subject)).toEqual(['three', 'one']);
    expect((await outbox.list({ to: 'ann@example.com', limit: 1 })).map((m) => m.subject)).toEqual(['three']);
  });
});
