// Rules both sides compute (the server decides, the web app shows the same figure before sending): one file per area.
export * from './auth.js';
export * from './withdrawals.js';
export * from './deposits.js';
export * from './transfers.js';
export * from './bank.js';
export * from './futures.js';
export * from './options.js';
export * from './earn.js';
export * from './loans.js';
