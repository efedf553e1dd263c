import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultApiConfig, deepMerge, type ApiConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { SqliteDatabase } from '../db/sqlite-database.js';
import {
  startSilentServer,
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
  unusedPort,
} from '../test-support/start-test-smtp-server.js';
import { createMailer } from './create-mailer.js';
import type { OutboxRepository } from './outbox-repository.js';
import { createSmtpMailer } from './smtp-mailer.js';
import { SqlOutboxRepository } from './sql-outbox-repository.js';

const config = (mail: Partial<ApiConfig['mail']>) => deepMerge(defaultApiConfig('/nonexistent'), { mail });

describe('createMailer without SMTP', () => {
  it('keeps the mail in the outbox, from the configured sender unless the mail names one', async () => {
    const outbox = new SqlOutboxRepository(new SqliteDatabase(openDatabase(':memory:')), () =>
      Date.parse('2026-01-02T03:04:05Z'),
    );
    const mailer = createMailer(config({ from: 'Shop <shop@example.com>' }), outbox);
    await mailer.send({ kind: 'welcome', to: 'ann@example.com', subject: 'Welcome', text: 'Hello Ann' });
    await mailer.send({
      kind: 'mail-service',
      to: 'bob@example.com',
      from: 'desk@example.com',
      replyTo: 'ann@example.com',
      subject: 'Question',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    expect(await outbox.list({ limit: 10 })).toEqual([
      {
        id: 2,
        kind: 'mail-service',
        from: 'desk@example.com',
        to: 'bob@example.com',
        subject: 'Question',
        text: 'Hi',
        html: '<p>Hi</p>',
        replyTo: 'ann@example.com',
        createdAt: '2026-01-02T03:04:05.000Z',
      },
      {
        id: 1,
        kind: 'welcome',
        from: 'Shop <shop@example.com>',
        to: 'ann@example.com',
        subject: 'Welcome',
        text: 'Hello Ann',
        html: null,
        replyTo: null,
        createdAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });
});

describe('createMailer with SMTP (a real SMTP server)', () => {
  let smtp: TestSmtpServer;
  const outbox: OutboxRepository = {
    add: () => Promise.reject(new Error('the outbox must not be used while SMTP is configured')),
    list: () => Promise.resolve([]),
  };
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
  });
  afterEach(() => smtp.close());

  it('hands the mail to the server with login, sender, recipient, subject and body', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Shop <shop@example.com>', timeoutMs: 5000 });
    try {
      await mailer.send({
        kind: 'newsletter-coupon',
        to: 'ann@example.com',
        subject: 'Your 10% off code',
        text: 'Use NEWS-ABCDEFGH at checkout.',
      });
      await mailer.send({ kind: 'welcome', to: 'bob@example.com', subject: 'Welcome', text: 'Hello Bob' });
    } finally {
      mailer.close();
    }
    expect(smtp.received).toHaveLength(2);
    const [coupon, welcome] = smtp.received as [ReceivedMail, ReceivedMail];
    expect(coupon.from).toBe('shop@example.com');
    expect(coupon.to).toEqual(['ann@example.com']);
    expect(coupon.raw).toMatch(/^From: Shop <shop@example\.com>\r$/m);
    expect(coupon.raw).toMatch(/^To: ann@example\.com\r$/m);
    expect(coupon.raw).toMatch(/^Subject: Your 10% off code\r$/m);
    expect(coupon.raw).toContain('\r\n\r\nUse NEWS-ABCDEFGH at checkout.');
    expect(welcome.to).toEqual(['bob@example.com']);
    expect(welcome.raw).toContain('Hello Bob');
  });

  it('is what createMailer answers when mail.smtpUrl is set', async () => {
    const mailer = createMailer(config({ smtpUrl: smtp.url, from: 'shop@example.com' }), outbox);
    try {
      await mailer.send({ kind: 'welcome', to: 'ann@example.com', subject: 'Welcome', text: 'Hello' });
    } finally {
      (mailer as { close?: () => void }).close?.();
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ann@example.com']]);
  });

  it('fails with a clear error, without the password, when the server refuses the login', async () => {
    const url = smtp.url.replace(':secret@', ':wrong@');
    const mailer = createSmtpMailer({ url, from: 'shop@example.com', timeoutMs: 5000 });
    try {
      const sent = mailer.send({ kind: 'welcome', to: 'ann@example.com', subject: 'Welcome', text: 'Hello' });
      await expect(sent).rejects.toThrow(/^The SMTP server did not take the welcome mail: .*Invalid/);
      await expect(sent).rejects.not.toThrow(/wrong/);
    } finally {
      mailer.close();
    }
    expect(smtp.received).toEqual([]);
  });
});

describe('createSmtpMailer with a dead server', () => {
  it('fails the send once the greeting time-out has passed when the server never answers', async () => {
    const silent = await startSilentServer();
    const mailer = createSmtpMailer({ url: silent.url, from: 'shop@example.com', timeoutMs: 300 });
    try {
      await expect(
        mailer.send({ kind: 'welcome', to: 'ann@example.com', subject: 'Welcome', text: 'Hello' }),
      ).rejects.toThrow(/^The SMTP server did not take the welcome mail: .*(timeout|Greeting never received)/i);
    } finally {
      mailer.close();
      await silent.close();
    }
  });

  it('fails the send when nothing listens at the address', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${await unusedPort()}`,
      from: 'shop@example.com',
      timeoutMs: 5000,
    });
    try {
      await expect(
        mailer.send({ kind: 'welcome', to: 'ann@example.com', subject: 'Welcome', text: 'Hello' }),
      ).rejects.toThrow(/^The SMTP server did not take the welcome mail: .*ECONNREFUSED/);
    } finally {
      mailer.close();
    }
  });
});
