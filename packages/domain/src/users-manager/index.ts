export * from './api.js';
export * from './rules.js';
export * from './people.js';
