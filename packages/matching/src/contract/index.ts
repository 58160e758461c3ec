// The order book contract: one suite that every implementation must pass, with its internal state checked
// after every step (after exchange-core's OrderBookBaseTest). Run it from each implementation's test file.
import { describe } from 'vitest';
import { cancelDepthContract } from './cancel-depth.js';
import type { MakeBook } from './harness.js';
import { priorityContract } from './priority.js';
import { stpContract } from './stp.js';
import { tifContract } from './tif.js';
import { validationContract } from './validation.js';

export type { MakeBook } from './harness.js';

export function orderBookContract(name: string, make: MakeBook): void {
  describe(`${name} meets the order book contract`, () => {
    priorityContract(make);
    tifContract(make);
    stpContract(make);
    cancelDepthContract(make);
    validationContract(make);
  });
}
