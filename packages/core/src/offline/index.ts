export * from './offline-navigation.js';
