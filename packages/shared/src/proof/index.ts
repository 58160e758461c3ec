export * from './merkle.js';
