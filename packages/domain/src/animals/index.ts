export * from './animal-api.js';
export * from './entry-api.js';
