export * from './names.js';
export * from './countries.js';
export * from './sites-admin.js';
export * from './dictionary.js';
export * from './admin-rules.js';
export * from './form-errors.js';
export * from './deleted-bins.js';
