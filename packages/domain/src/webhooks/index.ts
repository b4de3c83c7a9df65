export * from './api.js';
export * from './retry.js';
