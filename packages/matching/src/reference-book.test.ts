import { orderBookContract } from './contract/index.js';
import { ReferenceOrderBook } from './reference-book.js';

orderBookContract('ReferenceOrderBook', () => new ReferenceOrderBook());
