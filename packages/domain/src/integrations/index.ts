export * from './api.js';
export * from './lists.js';
