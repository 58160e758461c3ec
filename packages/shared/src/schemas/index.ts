export * from './fields.js';
export * from './auth.js';
export * from './auth-rules.js';
