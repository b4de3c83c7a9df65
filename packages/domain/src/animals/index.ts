export * from './animal-api.js';
export * from './entry-api.js';
export * from './animal-search-key.js';
export * from './animal-card.js';
