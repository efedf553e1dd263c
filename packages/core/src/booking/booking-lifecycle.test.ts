import { describe, expect, it } from 'vitest';
import {
  accessCodeFromBytes,
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  formatAccessCode,
  normaliseAccessCode,
} from './access-code.js';
import { bookingCalendar, foldIcsLine, icsText, icsUtc } from './booking-calendar.js';
import { bookingPhase, extensionCharge } from './booking-life.js';
import {
  BOOKING_ALREADY_STARTED,
  cancellationPolicySentences,
  cancellationPolicyText,
  cancellationTerms,
  DEFAULT_CANCELLATION_POLICY,
} from './cancellation-policy.js';

const HOUR = 3_600_000;
const START = Date.parse('2026-11-29T15:00:00Z');

describe('cancellation terms', () => {
  const policy = { freeUntilHours: 24, keptPercent: 50 };
  it('gives everything back until the free limit, inclusive', () => {
    expect(cancellationTerms(policy, START, 30, START - 24 * HOUR)).toEqual({
      cancellable: true,
      refund: 30,
      kept: 0,
      free: true,
    });
  });
  it('keeps the percentage after the free limit and before the start', () => {
    expect(cancellationTerms(policy, START, 30.25, START - HOUR)).toEqual({
      cancellable: true,
      refund: 15.12,
      kept: 15.13,
      free: false,
    });
  });
  it('refuses from the start on', () => {
    expect(cancellationTerms(policy, START, 30, START).cancellable).toBe(false);
    expect(BOOKING_ALREADY_STARTED).toBe('A booking that has started cannot be cancelled.');
  });
  it('says the policy in one sentence', () => {
    expect(cancellationPolicyText(DEFAULT_CANCELLATION_POLICY)).toBe(
      'Free cancellation until 24 hours before the start; after that, 50% of the price is kept. ' +
        'A booking cannot be cancelled once it has started.',
    );
    expect(cancellationPolicyText({ freeUntilHours: 1, keptPercent: 0 })).toBe('Free cancellation until the start.');
    expect(cancellationPolicyText({ freeUntilHours: 1, keptPercent: 30 })).toBe(
      'Free cancellation until 1 hour before the start; after that, 30% of the price is kept. ' +
        'A booking cannot be cancelled once it has started.',
    );
    expect(cancellationPolicyText({ freeUntilHours: 0, keptPercent: 30 })).toBe(
      'Cancellation until the start; 30% of the price is kept.',
    );
  });
  it('says the policy as message keys with their values, for the store view to translate', () => {
    expect(cancellationPolicySentences({ freeUntilHours: 48, keptPercent: 25 })).toEqual([
      {
        key: 'Free cancellation until {hours} hours before the start; after that, {percent}% of the price is kept.',
        params: { hours: '48', percent: '25' },
      },
      { key: 'A booking cannot be cancelled once it has started.', params: {} },
    ]);
  });
});

describe('access codes', () => {
  it('draws 12 signs of the unambiguous alphabet, skipping the bytes that would bias them', () => {
    const bytes = Uint8Array.from([255, 240, ...Array.from({ length: 12 }, (_, i) => i * 7)]);
    const code = accessCodeFromBytes(bytes)!;
    expect(code).toHaveLength(ACCESS_CODE_LENGTH);
    expect(code[0]).toBe(ACCESS_CODE_ALPHABET[0]);
    for (const sign of code) expect(ACCESS_CODE_ALPHABET).toContain(sign);
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01ILOU]/);
  });
  it('answers undefined when too few bytes were usable', () => {
    expect(accessCodeFromBytes(new Uint8Array(11))).toBeUndefined();
    expect(accessCodeFromBytes(new Uint8Array(20).fill(250))).toBeUndefined();
  });
  it('is shown in groups of four and read back however typed', () => {
    expect(formatAccessCode('7KQ2M9XD4TRB')).toBe('7KQ2-M9XD-4TRB');
    expect(normaliseAccessCode('7kq2 m9xd-4trb')).toBe('7KQ2M9XD4TRB');
    expect(normaliseAccessCode('7KQ2-M9XD-4TR0')).toBeUndefined();
  });
});

describe('booking phase and extension charge', () => {
  it('is upcoming, current, then past', () => {
    expect(bookingPhase(START, START + HOUR, START - 1)).toBe('upcoming');
    expect(bookingPhase(START, START + HOUR, START)).toBe('current');
    expect(bookingPhase(START, START + HOUR, START + HOUR)).toBe('past');
  });
  it('charges the difference of the two periods with the booking tax, per place', () => {
    const rates = { hourlyRate: 4, monthlyRate: 100 };
    const booked = { fromMs: START, toMs: START + 2 * HOUR, isMonthly: false, qty: 2 };
    // 3 more hours: 12.00 + 10 % = 13.20 a place.
    expect(extensionCharge(rates, booked, START + 5 * HOUR, 10, 'America/New_York')).toBe(26.4);
    expect(extensionCharge(rates, { ...booked, isMonthly: true }, START + 5 * HOUR, 10, 'UTC')).toBeUndefined();
  });
});

describe('the calendar file', () => {
  it('escapes text and writes instants in UTC', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    expect(icsUtc(START)).toBe('20261129T150000Z');
  });
  it('folds at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });
  it('is one VEVENT in a VCALENDAR, CRLF throughout', () => {
    const text = bookingCalendar({
      uid: 'bk1@shop.example',
      fromMs: START,
      toMs: START + 3 * HOUR,
      stampMs: START - HOUR,
      summary: 'Parking: Main Street, level 2',
      description: 'Sun 29 Nov, 10:00–13:00 EST\nAccess code 7KQ2-M9XD-4TRB',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:');
    expect(unfolded).toContain('DTSTART:20261129T150000Z\r\nDTEND:20261129T180000Z\r\n');
    expect(unfolded).toContain('SUMMARY:Parking: Main Street\\, level 2\r\n');
    expect(unfolded).toContain('DESCRIPTION:Sun 29 Nov\\, 10:00–13:00 EST\\nAccess code 7KQ2-M9XD-4TRB\r\n');
    expect(unfolded).toMatch(/BEGIN:VEVENT\r\nUID:bk1@shop.example\r\nDTSTAMP:20261129T140000Z\r\n/);
    expect(unfolded.trimEnd().endsWith('END:VEVENT\r\nEND:VCALENDAR')).toBe(true);
  });
});
