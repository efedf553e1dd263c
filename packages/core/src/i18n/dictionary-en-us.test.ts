import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EN_US_DICTIONARY } from './dictionary-en-us.js';
import { STATIC_PAGE_ROUTES, STATIC_PAGE_TITLES } from './static-page-titles.js';

// The messages of the spec, copied from docs/behaviour.md into a data file independently of the source lists (by
// docs heading), so a message deleted or reworded there is caught here.
const specFile = new URL('./spec-messages.test-data.json', import.meta.url);
const SPEC_MESSAGES = Object.values(JSON.parse(readFileSync(specFile, 'utf8')) as Record<string, string[]>).flat();

const NAVIGATION = ['Search', 'Wishlist', 'Compare', 'My account', 'Cart', 'Menu', 'Close', 'Home', 'Checkout'];

describe('en-US dictionary', () => {
  it('holds every user-visible message of the spec, unchanged', () => {
    const dictionary: Readonly<Record<string, string>> = EN_US_DICTIONARY;
    const missing = SPEC_MESSAGES.filter((message) => dictionary[message] !== message);
    expect(missing).toEqual([]);
  });

  it('holds a title for each of the 15 static pages and the header labels', () => {
    expect(STATIC_PAGE_ROUTES).toHaveLength(15);
    const dictionary: Readonly<Record<string, string>> = EN_US_DICTIONARY;
    for (const route of STATIC_PAGE_ROUTES) expect(dictionary[STATIC_PAGE_TITLES[route]]).toBeTruthy();
    for (const label of NAVIGATION) expect(dictionary[label]).toBe(label);
  });
});
