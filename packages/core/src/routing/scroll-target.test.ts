import { describe, expect, it } from 'vitest';
import { scrollTarget } from './scroll-target.js';

describe('scrollTarget', () => {
  it('scrolls to the hash target when there is one', () => {
    expect(scrollTarget({ hash: '#reviews' })).toEqual({ hash: '#reviews' });
    expect(scrollTarget({ hash: 'reviews' })).toEqual({ hash: '#reviews' });
  });

  it('scrolls to the top otherwise', () => {
    expect(scrollTarget({ hash: '' })).toEqual({ top: 0 });
    expect(scrollTarget({ hash: '#' })).toEqual({ top: 0 });
    expect(scrollTarget({})).toEqual({ top: 0 });
  });
});
