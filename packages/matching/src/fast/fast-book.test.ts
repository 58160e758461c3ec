import { orderBookContract } from '../contract/index.js';
import { FastOrderBook } from './fast-book.js';

orderBookContract('FastOrderBook', () => new FastOrderBook());
// One slot to start: every pool and ladder grows while the contract runs.
orderBookContract('FastOrderBook from one slot', () => new FastOrderBook({ orders: 1, levels: 1 }));
