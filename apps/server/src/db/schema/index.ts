export * from './users.js';
export * from './tenancy.js';
export * from './identity.js';
export * from './herd.js';
export * from './feeding.js';
export * from './herd-facts.js';
export * from './locations.js';
export * from './bins.js';
