export * from './field-rules.js';
