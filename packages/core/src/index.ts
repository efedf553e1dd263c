export * from './api/envelope.js';
export * from './catalog/entity-types.js';
export * from './catalog/types.js';
export * from './text/slugify.js';
export * from './pricing/index.js';
