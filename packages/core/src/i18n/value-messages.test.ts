import { describe, expect, it } from 'vitest';
import { bookingBeyondHorizon, bookingOffStep, bookingTooShort } from '../booking/booking-period.js';
import { spotBookingTooLong, spotClosedOn, spotOutsideOpeningHours } from '../booking/spot-period.js';
import { parseOpeningHours } from '../booking/spot-rules.js';
import { createTranslator } from './create-translator.js';

const week = parseOpeningHours('Mon-Fri 07:00-22:00; Sat 08:00-20:00');
if (!('value' in week) || week.value === null) throw new Error('The opening hours did not read');
const hours = spotOutsideOpeningHours(week.value);
const de = createTranslator('de-DE').t;
const it_ = createTranslator('it-IT').t;

describe('rule messages with numbers, dates or hours in them', () => {
  it('read in German, the values kept or said in German', () => {
    expect(de(bookingTooShort(120))).toBe('Eine stundenweise Buchung muss mindestens 120 Minuten dauern.');
    expect(de(bookingOffStep(30))).toBe(
      'Eine stundenweise Buchung muss auf einem Vielfachen von 30 Minuten beginnen und enden.',
    );
    expect(de(bookingBeyondHorizon(365))).toBe('Die Buchung darf nicht später als in 365 Tagen enden.');
    expect(de(spotBookingTooLong(720))).toBe('Dieser Stellplatz kann höchstens 12 Stunden am Stück gebucht werden.');
    expect(de(spotBookingTooLong(60))).toBe('Dieser Stellplatz kann höchstens 1 Stunde am Stück gebucht werden.');
    expect(de(spotBookingTooLong(90))).toBe('Dieser Stellplatz kann höchstens 90 Minuten am Stück gebucht werden.');
    expect(de(spotBookingTooLong(4320))).toBe('Dieser Stellplatz kann höchstens 3 Tage am Stück gebucht werden.');
    expect(de(spotClosedOn('2026-12-25'))).toBe('Dieser Stellplatz ist am Fr., 25. Dez. 2026 geschlossen.');
    expect(de(hours)).toBe(
      'Dieser Stellplatz ist Mo–Fr 07:00–22:00, Sa 08:00–20:00 geöffnet (Ortszeit); die Buchung muss innerhalb dieser Zeiten liegen.',
    );
  });

  it('read in Italian', () => {
    expect(it_(bookingTooShort(120))).toBe('Una prenotazione oraria deve durare almeno 120 minuti.');
    expect(it_(spotBookingTooLong(1))).toBe('Questo posto si può prenotare per al massimo 1 minuto alla volta.');
    expect(it_(spotClosedOn('2027-01-01'))).toBe('Questo posto è chiuso ven 1 gen 2027.');
    expect(it_(hours)).toBe(
      "Questo posto è aperto lun–ven 07:00–22:00, sab 08:00–20:00 (ora locale); la prenotazione deve rientrare in quest'orario.",
    );
  });

  it('stay as the API wrote them in English, and other texts stay as they are', () => {
    const en = createTranslator('en-US').t;
    for (const message of [
      bookingTooShort(120),
      spotBookingTooLong(90),
      spotClosedOn('2026-12-25'),
      hours,
      bookingBeyondHorizon(30),
    ])
      expect(en(message)).toBe(message);
    for (const text of [
      'An hourly booking must last at least many minutes.',
      'This spot can be booked for at most 3 weeks at a time.',
      'This spot is closed on Christmas Day.',
      'Open 24 hours',
      'An hourly booking must last at least 120 minutes. And more.',
    ])
      expect(de(text)).toBe(text);
  });

  it('leave a key with params to the dictionary alone', () => {
    expect(de('{count} hours', { count: 2 })).toBe('2 Stunden');
    expect(de('An hourly booking must last at least 120 minutes.', { minutes: 5 })).toBe(
      'An hourly booking must last at least 120 minutes.',
    );
  });
});
