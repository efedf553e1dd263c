export * from './going-online.js';
