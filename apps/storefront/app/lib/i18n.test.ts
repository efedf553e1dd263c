import { describe, expect, it, vi } from 'vitest';
import { bookingTooShort, dictionaryFor, spotClosedOn, translateBookingMessage } from '@storefront/core';
import { useTranslate } from './i18n';

const root = vi.hoisted(() => ({ data: undefined as unknown }));
vi.mock('react-router', () => ({ useRouteLoaderData: () => root.data }));

describe('useTranslate', () => {
  it("says a spot's rule messages the API wrote in English in the store view's words, where asked to", () => {
    root.data = { locale: 'de-DE', dictionary: dictionaryFor('de-DE') };
    const t = useTranslate(translateBookingMessage);
    expect(t(bookingTooShort(120))).toBe('Eine stundenweise Buchung muss mindestens 120 Minuten dauern.');
    expect(t(spotClosedOn('2026-12-25'))).toBe('Dieser Stellplatz ist am Fr., 25. Dez. 2026 geschlossen.');
    expect(t('{free} of {places} places free', { free: '1', places: '3' })).toBe('1 von 3 Plätzen frei');
    expect(t('Some text of the API')).toBe('Some text of the API');
    expect(useTranslate()(bookingTooShort(120))).toBe(bookingTooShort(120));
  });

  it('leaves English as it is', () => {
    root.data = { locale: 'en-US' };
    const t = useTranslate(translateBookingMessage);
    expect(t(bookingTooShort(120))).toBe(bookingTooShort(120));
    expect(t('{free} of {places} places free', { free: '1', places: '3' })).toBe('1 of 3 places free');
  });
});
