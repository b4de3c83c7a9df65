export * from './action-windows.js';
export * from './action-lists-api.js';
export * from './action-rules.js';
export * from './action-lists.js';
export * from './records-to-fix-api.js';
export * from './records-to-fix.js';
