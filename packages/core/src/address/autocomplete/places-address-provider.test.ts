import { describe, expect, it, vi } from 'vitest';
import type { AddressAutocompleteProvider } from './address-suggestion.js';
import { createPlacesAddressProvider, type PlacePredictionService } from './places-address-provider.js';

const fallback: AddressAutocompleteProvider = {
  suggest: vi.fn(async (_kind, query) => [{ value: `local ${query}`, label: `local ${query}` }]),
};

function serviceAnswering(
  predictions: unknown,
): PlacePredictionService & { getPlacePredictions: ReturnType<typeof vi.fn> } {
  return { getPlacePredictions: vi.fn(async () => ({ predictions })) } as never;
}

describe('places address provider', () => {
  it('asks the service for cities of the chosen country and suggests their own names', async () => {
    const service = serviceAnswering([
      { description: 'Kraków, Poland', structured_formatting: { main_text: 'Kraków', secondary_text: 'Poland' } },
      { description: 'Krasnystaw, Poland' },
    ]);
    const provider = createPlacesAddressProvider(async () => service, fallback);
    expect(await provider.suggest('city', 'kra', { country: 'PL' })).toEqual([
      { value: 'Kraków', label: 'Kraków, Poland' },
      { value: 'Krasnystaw', label: 'Krasnystaw, Poland' },
    ]);
    expect(service.getPlacePredictions).toHaveBeenCalledWith({
      input: 'kra',
      types: ['(cities)'],
      componentRestrictions: { country: 'pl' },
    });
  });

  it('asks for first-level regions, without a country restriction when none is chosen', async () => {
    const service = serviceAnswering([
      { description: 'Bavaria, Germany', structured_formatting: { main_text: 'Bavaria' } },
    ]);
    const provider = createPlacesAddressProvider(async () => service, fallback);
    expect(await provider.suggest('region', 'bav', {})).toEqual([{ value: 'Bavaria', label: 'Bavaria, Germany' }]);
    expect(service.getPlacePredictions).toHaveBeenCalledWith({ input: 'bav', types: ['administrative_area_level_1'] });
  });

  it('leaves countries to the shipped list and never loads the service for them', async () => {
    const load = vi.fn();
    const provider = createPlacesAddressProvider(load, fallback);
    expect(await provider.suggest('country', 'pol', {})).toEqual([{ value: 'local pol', label: 'local pol' }]);
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back to the shipped data when the service fails, finds nothing or sends junk', async () => {
    const failing = { getPlacePredictions: vi.fn(async () => Promise.reject(new Error('REQUEST_DENIED'))) };
    expect(await createPlacesAddressProvider(async () => failing, fallback).suggest('city', 'a', {})).toEqual([
      { value: 'local a', label: 'local a' },
    ]);
    const empty = serviceAnswering(null);
    expect(await createPlacesAddressProvider(async () => empty, fallback).suggest('city', 'b', {})).toEqual([
      { value: 'local b', label: 'local b' },
    ]);
    const junk = serviceAnswering([null, { description: 5 }, { description: '' }]);
    expect(await createPlacesAddressProvider(async () => junk, fallback).suggest('city', 'c', {})).toEqual([
      { value: 'local c', label: 'local c' },
    ]);
  });

  it('does not try again after the service failed to load', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('blocked by the CSP')));
    const provider = createPlacesAddressProvider(load, fallback);
    await provider.suggest('city', 'a', {});
    expect(await provider.suggest('city', 'b', {})).toEqual([{ value: 'local b', label: 'local b' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers from the shipped data when the service hangs past the timeout', async () => {
    vi.useFakeTimers();
    try {
      const hanging = { getPlacePredictions: vi.fn(() => new Promise<never>(() => undefined)) };
      const answer = createPlacesAddressProvider(async () => hanging, fallback, 100).suggest('city', 'd', {});
      await vi.advanceTimersByTimeAsync(100);
      expect(await answer).toEqual([{ value: 'local d', label: 'local d' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
