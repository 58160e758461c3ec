import { formatAmount } from '@candor/shared';
import QRCode from 'qrcode';
import { z } from 'zod';
import { translator, type Lang } from '../../platform/i18n/messages.js';
import { depositsMessages } from './deposits.messages.js';

const translate = translator(depositsMessages);
import type { CoinNetwork, CoinSettings } from '../coins/index.js';
import { DEPOSIT_CONFIRMATIONS } from './deposits.rules.js';

/** What the deposit pages show before a request: coins, networks, minimums, addresses and notes. */

const networkView = z.object({
  network: z.string(), available: z.boolean().describe('an address is configured'), sample: z.boolean().describe('the address is a trial install sample'),
});
export const depositCoinSchema = z.object({
  currency_id: z.number(), coin: z.string(), name: z.string(), deposit_enabled: z.boolean(), min_deposit: z.string(),
  confirmations: z.number(), networks: z.array(networkView),
});
export const depositInfoSchema = depositCoinSchema.extend({ notes: z.array(z.string()) });
export const depositAddressSchema = z.object({
  currency_id: z.number(), coin: z.string(), network: z.string(), address: z.string(),
  sample: z.boolean().describe('true: sample address of a trial install, do not send real funds'),
  qr: z.string().describe('PNG data URL of the address'), min_deposit: z.string(), confirmations: z.number(),
});

const networkOut = (n: CoinNetwork) => ({ network: n.network, available: n.depositAddress !== null, sample: n.depositAddress !== null && n.sample });

export function depositCoin(c: CoinSettings): z.infer<typeof depositCoinSchema> {
  return {
    currency_id: c.coin.id, coin: c.asset, name: c.coin.name, deposit_enabled: c.depositEnabled,
    min_deposit: formatAmount(c.minDepositAtoms, c.coin.decimals), confirmations: DEPOSIT_CONFIRMATIONS, networks: c.networks.map(networkOut),
  };
}

/** The deposit page's information for a coin (and one of its networks, when named), notes in the request's language. */
export function depositInfo(c: CoinSettings, network: CoinNetwork | undefined, lang: Lang): z.infer<typeof depositInfoSchema> {
  const base = depositCoin(c);
  const shown = network ? [network] : c.networks;
  const notes = [
    translate(lang, 'deposit_note_network', { coin: c.asset, network: shown.map((n) => n.network).join(' / ') }),
    translate(lang, 'deposit_note_minimum', { coin: c.asset, min: base.min_deposit }),
    translate(lang, 'deposit_note_confirmations', { confirmations: DEPOSIT_CONFIRMATIONS }),
    translate(lang, 'deposit_note_proof'),
  ];
  if (shown.some((n) => n.depositAddress !== null && n.sample)) notes.push(translate(lang, 'deposit_note_sample'));
  return { ...base, networks: shown.map(networkOut), notes };
}

export async function depositAddress(c: CoinSettings, n: CoinNetwork, address: string): Promise<z.infer<typeof depositAddressSchema>> {
  return {
    currency_id: c.coin.id, coin: c.asset, network: n.network, address, sample: n.sample,
    qr: await QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
    min_deposit: formatAmount(c.minDepositAtoms, c.coin.decimals), confirmations: DEPOSIT_CONFIRMATIONS,
  };
}
