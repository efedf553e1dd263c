export * from './going-online.js';
export * from './offline-cache-rules.js';
export * from './web-app-manifest.js';
export * from './previous-assets.js';
export * from './offline-navigation.js';
export * from './offline-notice.js';
export * from './offline-listing.js';
export * from './queued-work.js';
