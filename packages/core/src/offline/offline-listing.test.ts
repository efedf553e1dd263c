import { describe, expect, it } from 'vitest';
import { needsOfflineListingNotice } from './offline-listing.js';

describe('needsOfflineListingNotice', () => {
  it('only offline, for a listing with nothing to show', () => {
    expect(needsOfflineListingNotice({ online: true, shown: 0 })).toBe(false);
    expect(needsOfflineListingNotice({ online: false, shown: 0 })).toBe(true);
    expect(needsOfflineListingNotice({ online: false, shown: 12 })).toBe(false);
  });
});
