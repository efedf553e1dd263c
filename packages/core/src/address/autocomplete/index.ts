export * from './address-suggestion.js';
export * from './rank-suggestions.js';
export * from './local-address-provider.js';
export * from './places-address-provider.js';
