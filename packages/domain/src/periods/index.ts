export * from './tile-period.js';
export * from './tile-period-range.js';
export * from './lactation-days.js';
export * from './filter-group.js';
export * from './favourites.js';
