export * from './units.js';
export * from './format-quantity.js';
