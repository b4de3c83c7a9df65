export * from './user-tally.js';
export * from './check-verdict.js';
export * from './users-report-api.js';
export * from './reference.js';
export * from './user-drill-down.js';
