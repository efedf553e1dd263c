export * from './offline-cache-rules.js';
export * from './web-app-manifest.js';
export * from './previous-assets.js';
