export * from './columns.js';
export * from './maturity.js';
export * from './rows.js';
export * from './views.js';
export * from './totals.js';
export * from './answer.js';
export * from './api.js';
export * from './target.js';
