// Public entry of @candor/shared. Append one `export *` line per module; do not reorder or remove lines.
export * from './money.js';
export * from './coins.js';
export * from './enums.js';
export * from './constants.js';
export * from './format.js';
export * from './markets.js';
export * from './addresses.js';
export * from './ledger.js';
export * from './backoffice.js';
export * from './naming.js';
export * from './api/index.js';
export * from './rules/index.js';
export * from './display.js';
export * from './proof/index.js';
