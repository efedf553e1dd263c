export * from './countries.js';
export * from './shipping-address.js';
