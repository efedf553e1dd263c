import { describe, expect, it } from 'vitest';
import { searchPage } from './search-page';

const read = (query: string) => searchPage(new URLSearchParams(query));

describe('searchPage', () => {
  it('pages by 50 by default', () => {
    expect(read('q=jacket&page=2')).toEqual({ query: 'jacket', tooShort: false, from: 100, size: 50 });
  });

  it('turns a size at or below 0 into 50 and a start below 0 into 0 (spec point 5)', () => {
    expect(read('q=jacket&size=0&from=-5')).toMatchObject({ size: 50, from: 0 });
    expect(read('q=jacket&size=-1&from=20')).toMatchObject({ size: 50, from: 20 });
  });

  it('flags terms shorter than 3 characters, ignoring surrounding spaces', () => {
    expect(read('q=%20ja%20').tooShort).toBe(true);
    expect(read('q=').tooShort).toBe(false);
  });
});
