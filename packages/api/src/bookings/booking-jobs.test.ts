import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { BOOKING_CANCELLED_SUBJECT, BOOKING_EXTENDED_SUBJECT, bookingReminderSubject } from '../mail/booking-mails.js';
import { startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/start-test-smtp-server.js';
import { testDialect } from '../test-support/test-database.js';
import type { BookingJob } from './booking-jobs.js';
import { bookingCall, bookSpot } from './test-support/book-spot.js';

const MINUTE = 60_000;
/** The test shop's clock starts 2026-06-01T08:00Z; the booking runs 3 Jun 10:00–12:00. */
const START = Date.parse('2026-06-03T10:00:00Z');

let api: OrderTestApi;
beforeEach(async () => {
  api = await startOrderApi({
    overrides: {
      cart: { hideCashOnDeliveryForTypes: [] },
      bookings: { reminders: { beforeStartMinutes: 60, beforeEndMinutes: 15, pollSeconds: 0, leaseSeconds: 120 } },
    },
  });
});
afterEach(async () => {
  await api.close();
});

const reminders = () => api.mails.filter((mail) => mail.kind === 'booking-reminder');
const moveTo = (at: number, now: number) => api.advance(at - now);

describe(`reminder mails on ${testDialect()}`, () => {
  it('sends each reminder once with two pollers running side by side', async () => {
    await bookSpot(api);
    const [a, b] = [api.api.bookingJobs(), api.api.bookingJobs()];
    expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([0, 0]);
    moveTo(START - 60 * MINUTE, Date.parse('2026-06-01T08:00:00Z'));
    const rounds = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(rounds.reduce((sum, n) => sum + n, 0)).toBe(1);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(reminders().map((mail) => mail.subject)).toEqual([bookingReminderSubject('start', 'Spot A1')]);
    // 10:45: the end reminder is not due yet.
    api.advance(105 * MINUTE);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(reminders()).toHaveLength(1);
    api.advance(-105 * MINUTE);
    expect(reminders()[0]!.text).toContain('Period: Wed 3 Jun, 10:00–12:00 UTC');
    // 11:45, a quarter of an hour before the end.
    api.advance(2 * 60 * MINUTE + 45 * MINUTE);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(reminders().map((mail) => mail.subject)).toEqual([
      bookingReminderSubject('start', 'Spot A1'),
      bookingReminderSubject('end', 'Spot A1'),
    ]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(reminders()).toHaveLength(2);
  });

  it('a poller that dies holding a job: another sends it once after the lease, and a restart sends nothing again', async () => {
    await bookSpot(api);
    moveTo(START - 60 * MINUTE, Date.parse('2026-06-01T08:00:00Z'));
    // The first process claims the reminder and stops at the hook, never to go on: it died holding the lease.
    let claimed: (job: BookingJob) => void = () => undefined;
    const reached = new Promise<BookingJob>((resolve) => (claimed = resolve));
    const dying = api.api.bookingJobs({
      afterClaim: (job) => {
        claimed(job);
        return new Promise<void>(() => undefined);
      },
    });
    void dying.runOnce();
    expect((await reached).kind).toBe('reminder-start');
    const other = api.api.bookingJobs();
    // Inside the lease the job is the dead process's.
    expect(await other.runOnce()).toBe(0);
    expect(reminders()).toHaveLength(0);
    api.advance(121_000);
    expect(await other.runOnce()).toBe(1);
    expect(reminders()).toHaveLength(1);
    // The shop restarts: a new poller finds nothing left to send.
    const restarted = api.api.bookingJobs();
    expect(await restarted.runOnce()).toBe(0);
    expect(reminders()).toHaveLength(1);
    const states = await api.db.all<{ kind: string; state: string }>(
      sql`SELECT kind, state FROM booking_jobs ORDER BY id`,
    );
    expect(states).toEqual([
      { kind: 'reminder-start', state: 'done' },
      { kind: 'reminder-end', state: 'pending' },
    ]);
  });

  it('drops a cancelled booking’s reminders and mails the cancellation; moves the end reminder with an extension', async () => {
    const booked = await bookSpot(api);
    const link = api.api.bookings.linkOf(booked);
    const extended = await bookingCall(api, `/${booked.id}/extend`, { link }, { to: '2026-06-03T13:00:00Z' });
    expect(extended.status).toBe(200);
    await api.api.bookingJobs().runOnce();
    expect(api.mails.at(-1)!.subject).toBe(BOOKING_EXTENDED_SUBJECT);
    expect(api.mails.at(-1)!.text).toContain('The extension costs 4.41 USD; 13.23 USD is due on arrival.');
    const pending = await api.db.all<{ job_key: string }>(
      sql`SELECT job_key FROM booking_jobs WHERE state = 'pending' ORDER BY id`,
    );
    expect(pending.map((job) => job.job_key)).toEqual([
      `${booked.id}:reminder-start:${START}`,
      `${booked.id}:reminder-end:${Date.parse('2026-06-03T13:00:00Z')}`,
    ]);
    await bookingCall(api, `/${booked.id}/cancel`, { link }, {});
    await api.api.bookingJobs().runOnce();
    expect(api.mails.at(-1)!.subject).toBe(BOOKING_CANCELLED_SUBJECT);
    moveTo(START, Date.parse('2026-06-01T08:00:00Z'));
    await api.api.bookingJobs().runOnce();
    expect(reminders()).toHaveLength(0);
  });
});

describe('booking mails over SMTP', () => {
  let smtp: TestSmtpServer;
  let mailing: OrderTestApi;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    mailing = await startOrderApi({
      configuredMailer: true,
      overrides: { mail: { smtpUrl: smtp.url }, cart: { hideCashOnDeliveryForTypes: [] } },
    });
  });
  afterEach(async () => {
    await mailing.close();
    await smtp.close();
  });

  it('hands the pass in the confirmation and the reminder to a real SMTP server', async () => {
    const booked = await bookSpot(mailing, { email: 'driver@example.com' });
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.raw).toContain(`/booking/${booked.id}?link=3D`);
    mailing.advance(START - 60 * MINUTE - Date.parse('2026-06-01T08:00:00Z'));
    expect(await mailing.api.bookingJobs().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.to).toEqual(['driver@example.com']);
    expect(smtp.received[1]!.raw).toContain(`Subject: ${bookingReminderSubject('start', 'Spot A1')}`);
  });
});
