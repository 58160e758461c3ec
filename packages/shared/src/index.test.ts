import { describe, expect, it } from 'vitest';
import * as shared from './index.js';

describe('@candor/shared entry', () => {
  it('re-exports every module', () => {
    for (const name of ['parseAmount', 'formatAmount', 'truncateDisplay', 'mulDiv', 'MoneyError', 'COINS', 'isValidTxHash',
      'FuturesStatus', 'LANGS', 'langToBcp47', 'OPTION_DURATIONS_SECONDS', 'TOAST_MS', 'formatCountdown']) {
      expect(shared, name).toHaveProperty(name);
    }
  });
});
