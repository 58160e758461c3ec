import type { NetworkCode } from '@candor/shared';
import type { Config } from '../../config.js';
import type { CoinsService } from '../coins/index.js';

/**
 * Addresses for a trial install's deposit page: well-known burn addresses that nobody holds the key to, so
 * funds sent to a trial install by mistake enrich no one (and the page says not to send any).
 */
export const SAMPLE_ADDRESSES: Record<NetworkCode, string> = {
  ERC20: '0x000000000000000000000000000000000000dEaD',
  TRC20: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  OMNI: '1BitcoinEaterAddressDontSendf59kuE',
};

/** A trial install: the embedded database outside production. Only there may sample addresses exist. */
export const isTrialInstall = (config: Config): boolean => config.database.kind === 'sqlite' && config.env !== 'production';

/**
 * At start: a trial install gets a sample address on every network still without one; any other install loses
 * the sample addresses it may have (a trial database taken into production), so real users never see one.
 * Answers how many addresses it set or cleared.
 */
export async function reconcileSampleAddresses(config: Config, coins: CoinsService): Promise<{ set: number; cleared: number }> {
  const trial = isTrialInstall(config);
  let set = 0;
  let cleared = 0;
  for (const coin of await coins.list()) {
    for (const n of coin.networks) {
      if (trial && n.depositAddress === null) {
        await coins.setAddress(coin.asset, n.network, SAMPLE_ADDRESSES[n.network], true);
        set++;
      } else if (!trial && n.sample) {
        await coins.setAddress(coin.asset, n.network, null, false);
        cleared++;
      }
    }
  }
  return { set, cleared };
}
