import { describe, expect, it } from 'vitest';
import { bookingBeyondHorizon, bookingOffStep, bookingTooShort } from '../booking/booking-period.js';
import { spotBookingTooLong, spotClosedOn, spotOutsideOpeningHours } from '../booking/spot-period.js';
import { parseOpeningHours } from '../booking/spot-rules.js';
import { createTranslator } from './create-translator.js';

const week = parseOpeningHours('Mon-Fri 07:00-22:00; Sat 08:00-20:00');
if (!('value' in week) || week.value === null) throw new Error('The opening hours did not read');
const hours = spotOutsideOpeningHours(week.value);
const de = createTranslator('de-DE').t;

describe('rule messages with numbers, dates or hours in them', () => {
  // The API's English message, and what the German and the Italian store views show for it.
  it.each([
    ['de-DE', bookingTooShort(120), 'Eine stundenweise Buchung muss mindestens 120 Minuten dauern.'],
    [
      'de-DE',
      bookingOffStep(30),
      'Eine stundenweise Buchung muss auf einem Vielfachen von 30 Minuten beginnen und enden.',
    ],
    ['de-DE', bookingBeyondHorizon(365), 'Die Buchung darf nicht später als in 365 Tagen enden.'],
    ['de-DE', spotBookingTooLong(720), 'Dieser Stellplatz kann höchstens 12 Stunden am Stück gebucht werden.'],
    ['de-DE', spotBookingTooLong(60), 'Dieser Stellplatz kann höchstens 1 Stunde am Stück gebucht werden.'],
    ['de-DE', spotBookingTooLong(90), 'Dieser Stellplatz kann höchstens 90 Minuten am Stück gebucht werden.'],
    ['de-DE', spotBookingTooLong(4320), 'Dieser Stellplatz kann höchstens 3 Tage am Stück gebucht werden.'],
    ['de-DE', spotClosedOn('2026-12-25'), 'Dieser Stellplatz ist am Fr., 25. Dez. 2026 geschlossen.'],
    [
      'de-DE',
      hours,
      'Dieser Stellplatz ist Mo–Fr 07:00–22:00, Sa 08:00–20:00 geöffnet (Ortszeit); die Buchung muss innerhalb dieser Zeiten liegen.',
    ],
    ['it-IT', bookingTooShort(120), 'Una prenotazione oraria deve durare almeno 120 minuti.'],
    ['it-IT', spotBookingTooLong(1), 'Questo posto si può prenotare per al massimo 1 minuto alla volta.'],
    ['it-IT', spotClosedOn('2027-01-01'), 'Questo posto è chiuso ven 1 gen 2027.'],
    [
      'it-IT',
      hours,
      "Questo posto è aperto lun–ven 07:00–22:00, sab 08:00–20:00 (ora locale); la prenotazione deve rientrare in quest'orario.",
    ],
  ])('read in %s: "%s"', (locale, english, translated) => {
    expect(createTranslator(locale).t(english)).toBe(translated);
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
