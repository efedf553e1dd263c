export * from './countries.js';
export * from './shipping-address.js';
export * from './autocomplete/index.js';
