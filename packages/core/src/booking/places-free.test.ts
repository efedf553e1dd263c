import { describe, expect, it } from 'vitest';
import { periodsOverlap, placesFree } from './places-free.js';

const h = (hour: number) => Date.UTC(2026, 4, 1, hour);
const span = (from: number, to: number, qty = 1) => ({ fromMs: h(from), toMs: h(to), qty });

describe('periodsOverlap', () => {
  it('is half-open: touching periods do not overlap', () => {
    expect(periodsOverlap(span(9, 10), span(10, 11))).toBe(false);
    expect(periodsOverlap(span(10, 11), span(9, 10))).toBe(false);
    expect(periodsOverlap(span(9, 11), span(10, 12))).toBe(true);
    expect(periodsOverlap(span(9, 12), span(10, 11))).toBe(true);
  });
});

describe('placesFree', () => {
  it('counts the peak of places in use over the period, not the sum of overlapping holds', () => {
    expect(placesFree(2, [span(9, 10), span(11, 12)], span(9, 12))).toBe(1);
    expect(placesFree(2, [span(9, 11), span(10, 12)], span(9, 12))).toBe(0);
    expect(placesFree(3, [span(8, 10, 2)], span(9, 12))).toBe(1);
  });

  it('frees a place at the end of a period for one starting then', () => {
    expect(placesFree(1, [span(8, 10)], span(10, 12))).toBe(1);
    expect(placesFree(1, [span(12, 14)], span(10, 12))).toBe(1);
    expect(placesFree(1, [span(8, 10), span(10, 12)], span(8, 12))).toBe(0);
  });

  it('never goes below zero and ignores what lies outside the period', () => {
    expect(placesFree(1, [span(9, 11, 3)], span(9, 12))).toBe(0);
    expect(placesFree(1, [span(1, 2, 5), span(20, 22, 5)], span(9, 12))).toBe(1);
    expect(placesFree(4, [], span(9, 12))).toBe(4);
  });
});
