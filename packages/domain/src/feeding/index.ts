export * from './intake-schema.js';
export * from './exchange-schema.js';
export * from './notification-codes.js';
export * from './figures.js';
export * from './api.js';
export * from './time.js';
