export * from './offline-navigation.js';
export * from './offline-listing.js';
