export * from './quartiles.js';
export * from './better.js';
export * from './farm-comparison-api.js';
export * from './compare-sites.js';
export * from './comparison-figures.js';
