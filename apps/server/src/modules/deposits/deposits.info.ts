import { depositLimits, type DepositAddress, type DepositCoin, type DepositInfo, type DepositNetwork } from '@candor/shared';
import QRCode from 'qrcode';
import { translator, type Lang } from '../../platform/i18n/messages.js';
import type { CoinNetwork, CoinSettings } from '../coins/index.js';
import { depositsMessages } from './deposits.messages.js';
import { DEPOSIT_CONFIRMATIONS, depositRuleOf } from './deposits.rules.js';

const translate = translator(depositsMessages);

/** What the deposit pages show before a request: coins, networks, minimums, addresses and notes. */

const networkOut = (n: CoinNetwork): DepositNetwork => ({ network: n.network, available: n.depositAddress !== null, sample: n.depositAddress !== null && n.sample });

export function depositCoin(c: CoinSettings): DepositCoin {
  const { min, step } = depositLimits(depositRuleOf(c));
  return {
    currency_id: c.coin.id, coin: c.asset, name: c.coin.name, deposit_enabled: c.depositEnabled,
    min_deposit: min, deposit_step: step, confirmations: DEPOSIT_CONFIRMATIONS, networks: c.networks.map(networkOut),
  };
}

/** The deposit page's information for a coin (and one of its networks, when named), notes in the request's language. */
export function depositInfo(c: CoinSettings, network: CoinNetwork | undefined, lang: Lang): DepositInfo {
  const base = depositCoin(c);
  const shown = network ? [network] : c.networks;
  const notes = [
    translate(lang, 'deposit_note_network', { coin: c.asset, network: shown.map((n) => n.network).join(' / ') }),
    // One minimum line on the page, from the shared rule the form and the server check with.
    depositLimits(depositRuleOf(c)).whole
      ? translate(lang, 'deposit_note_minimum', { coin: c.asset, min: base.min_deposit })
      : translate(lang, 'deposit_note_minimum_step', { coin: c.asset, min: base.min_deposit, step: base.deposit_step }),
    translate(lang, 'deposit_note_confirmations', { confirmations: DEPOSIT_CONFIRMATIONS }),
    translate(lang, 'deposit_note_proof'),
  ];
  if (shown.some((n) => n.depositAddress !== null && n.sample)) notes.push(translate(lang, 'deposit_note_sample'));
  return { ...base, networks: shown.map(networkOut), notes };
}

export async function depositAddress(c: CoinSettings, n: CoinNetwork, address: string): Promise<DepositAddress> {
  const { min, step } = depositLimits(depositRuleOf(c));
  return {
    currency_id: c.coin.id, coin: c.asset, network: n.network, address, sample: n.sample,
    qr: await QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    min_deposit: min, deposit_step: step, confirmations: DEPOSIT_CONFIRMATIONS,
  };
}
