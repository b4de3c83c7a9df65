export * from './users.js';
export * from './tenancy.js';
export * from './identity.js';
export * from './herd.js';
export * from './feeding.js';
