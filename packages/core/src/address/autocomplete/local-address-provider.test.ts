import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES, REGIONS } from '../countries.js';
import { EXTRA_REGIONS } from '../data/extra-regions.js';
import { WORLD_CITIES } from '../data/world-cities.js';
import { completionRegionsOf, createLocalAddressProvider } from './local-address-provider.js';

const values = (list: { value: string }[]) => list.map((entry) => entry.value);

describe('local address provider', () => {
  const provider = createLocalAddressProvider();

  it('completes countries by name, ignoring case and accents, with their ISO code', async () => {
    const found = await provider.suggest('country', 'pol', {});
    expect(found[0]).toEqual({ value: 'Poland', label: 'Poland', code: 'PL' });
    expect(values(await provider.suggest('country', 'GERM', {}))).toEqual(['Germany']);
    expect(values(await provider.suggest('country', 'cote', {}))).toContain(
      COUNTRIES.find((country) => country.code === 'CI')!.name,
    );
  });

  it('puts an exact name first, then names starting with the query, then a word of the name', async () => {
    const found = values(await provider.suggest('country', 'guinea', {}));
    expect(found[0]).toBe('Guinea');
    expect(found.indexOf('Guinea-Bissau')).toBeLessThan(found.indexOf('Equatorial Guinea'));
    expect(found).toContain('Papua New Guinea');
  });

  it('answers nothing for a blank query and at most eight suggestions', async () => {
    expect(await provider.suggest('country', '   ', {})).toEqual([]);
    expect((await provider.suggest('country', 's', {})).length).toBe(8);
  });

  it('completes the regions of the chosen country, by name or code, and none without a country', async () => {
    expect(await provider.suggest('region', 'cal', { country: 'US' })).toEqual([
      { value: 'California', label: 'California', code: 'CA' },
    ]);
    expect(values(await provider.suggest('region', 'NSW', { country: 'au' }))).toEqual(['New South Wales']);
    expect(values(await provider.suggest('region', 'bay', { country: 'DE' }))).toEqual(['Bayern']);
    expect(await provider.suggest('region', 'cal', {})).toEqual([]);
    expect(await provider.suggest('region', 'cal', { country: 'PL' })).toEqual([]);
  });

  it("completes the chosen country's cities, local name first, found by its English name too", async () => {
    expect(values(await provider.suggest('city', 'lodz', { country: 'PL' }))).toEqual(['Łódź']);
    expect(values(await provider.suggest('city', 'Munich', { country: 'DE' }))).toEqual(['München']);
    expect(values(await provider.suggest('city', 'wro', { country: 'PL' }))).toEqual(['Wrocław']);
    expect(await provider.suggest('city', 'wro', {})).toEqual([]);
    expect(await provider.suggest('city', 'Paris', { country: 'PL' })).toEqual([]);
  });

  it('narrows cities to the chosen region, and tells equal names apart by their region', async () => {
    const portland = await provider.suggest('city', 'portland', { country: 'US' });
    // The names that are Portland first (the larger first), then those with a word Portland.
    expect(portland.map((entry) => entry.label)).toEqual([
      'Portland, Oregon',
      'Portland, Maine',
      'South Portland, Maine',
    ]);
    expect(values(await provider.suggest('city', 'portland', { country: 'US', region: 'ME' }))).toEqual([
      'Portland',
      'South Portland',
    ]);
    expect(values(await provider.suggest('city', 'portland', { country: 'US', region: 'Oregon' }))).toEqual([
      'Portland',
    ]);
    // A region the data does not know narrows nothing.
    expect(values(await provider.suggest('city', 'kra', { country: 'PL', region: 'małopolskie' }))).toContain('Kraków');
  });

  it("offers a chosen region's own cities beyond the country's largest, and takes the region's name without accents", async () => {
    expect(values(await provider.suggest('city', 'spring', { country: 'US', region: 'Illinois' }))).toEqual([
      'Springfield',
    ]);
    expect(values(await provider.suggest('city', 'nap', { country: 'US', region: 'IL' }))).toEqual(['Naperville']);
    const springfields = await provider.suggest('city', 'springfield', { country: 'US' });
    expect(springfields.map((entry) => entry.label)).toEqual(
      expect.arrayContaining(['Springfield, Illinois', 'Springfield, Massachusetts', 'Springfield, Missouri']),
    );
    expect(values(await provider.suggest('city', 'sher', { country: 'CA', region: 'Quebec' }))).toEqual(['Sherbrooke']);
    expect(values(await provider.suggest('city', 'santos', { country: 'BR', region: 'Sao Paulo' }))).toEqual([
      'Santos',
    ]);
  });

  it('loads the city list once, on the first city query, and again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ PL: 'Kraków|Wrocław' });
    const lazy = createLocalAddressProvider(load);
    await lazy.suggest('country', 'pol', {});
    expect(load).not.toHaveBeenCalled();
    expect(await lazy.suggest('city', 'kra', { country: 'PL' })).toEqual([]);
    expect(values(await lazy.suggest('city', 'kra', { country: 'PL' }))).toEqual(['Kraków']);
    await lazy.suggest('city', 'wro', { country: 'PL' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('shipped address data', () => {
  const countryCodes = new Set(COUNTRIES.map((country) => country.code));
  const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
  // The 40 most populous countries (UN estimates, 2024).
  const MOST_POPULOUS =
    'IN CN US ID PK NG BR BD RU ET MX JP EG PH CD VN IR TR DE TH GB TZ FR ZA IT KE MM CO KR SD UG ES DZ IQ AR AF CA PL MA UA'.split(
      ' ',
    );

  it('has cities for every EU member and the 40 most populous countries, at least ten each', () => {
    for (const code of [...EU, ...MOST_POPULOUS]) {
      expect(WORLD_CITIES[code], code).toBeDefined();
      expect(WORLD_CITIES[code]!.split('|').length, code).toBeGreaterThanOrEqual(10);
    }
  });

  it('has cities for every region of every country with a region list, and several for each US state', () => {
    const NOT_STATES = new Set(['AS', 'DC', 'FM', 'GU', 'MH', 'MP', 'PR', 'PW', 'VI']);
    for (const code of [...Object.keys(REGIONS), ...Object.keys(EXTRA_REGIONS)]) {
      const perRegion = new Map<string, number>();
      for (const entry of WORLD_CITIES[code]!.split('|')) {
        const region = entry.split('~')[1];
        if (region) perRegion.set(region, (perRegion.get(region) ?? 0) + 1);
      }
      for (const region of completionRegionsOf(code)) {
        expect(perRegion.get(region.code), `${code} ${region.name}`).toBeGreaterThan(0);
        if (code === 'US' && !NOT_STATES.has(region.code))
          expect(perRegion.get(region.code), region.name).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('uses known country codes, and region codes of that country list', () => {
    for (const [code, packed] of Object.entries(WORLD_CITIES)) {
      expect(countryCodes.has(code), code).toBe(true);
      const regions = new Set(completionRegionsOf(code).map((region) => region.code));
      for (const entry of packed.split('|')) {
        expect(entry.trim(), `${code}: ${entry}`).toBe(entry);
        expect(entry, code).toMatch(/^[^=~|]+(=[^=~|]+)?(~[A-Z]{2,3})?$/);
        const region = entry.split('~')[1];
        if (region) expect(regions.has(region), `${code}: ${entry}`).toBe(true);
      }
    }
  });
});
