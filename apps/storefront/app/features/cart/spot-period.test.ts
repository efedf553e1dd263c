import { describe, expect, it } from 'vitest';
import { spotPeriodQuery } from './spot-period';

const NOW = Date.parse('2026-11-24T06:10:00Z');

describe('spotPeriodQuery', () => {
  it('defaults to one hour from the next whole hour', () => {
    expect(spotPeriodQuery(new URLSearchParams(), NOW)).toMatchObject({
      mode: 'hourly',
      start: '2026-11-24T07:00',
      end: '2026-11-24T08:00',
      from: '2026-11-24T07:00:00.000Z',
      to: '2026-11-24T08:00:00.000Z',
    });
  });

  it('reads an hourly period as UTC', () => {
    const query = spotPeriodQuery(new URLSearchParams('mode=hourly&start=2026-12-01T10:00&end=2026-12-01T13:30'), NOW);
    expect(query).toMatchObject({ from: '2026-12-01T10:00:00.000Z', to: '2026-12-01T13:30:00.000Z' });
  });

  it('ends a monthly period whole calendar months later', () => {
    const query = spotPeriodQuery(new URLSearchParams('mode=monthly&start=2027-01-31T09:00&months=1'), NOW);
    expect(query).toMatchObject({ mode: 'monthly', months: 1, to: '2027-02-28T09:00:00.000Z' });
  });

  it('passes an end before the start on, for the API to refuse', () => {
    const query = spotPeriodQuery(new URLSearchParams('start=2026-12-01T10:00&end=2026-12-01T09:00'), NOW);
    expect(query.to < query.from).toBe(true);
  });

  it('gives empty instants for what is not a date-time, and bounds the months', () => {
    expect(spotPeriodQuery(new URLSearchParams('start=tomorrow&end=x'), NOW)).toMatchObject({ from: '', to: '' });
    expect(spotPeriodQuery(new URLSearchParams('mode=monthly&months=-3'), NOW).months).toBe(1);
    expect(spotPeriodQuery(new URLSearchParams('mode=monthly&months=99999'), NOW).months).toBe(120);
  });
});
