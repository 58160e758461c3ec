import type { Fill } from '@candor/matching';
import type { Tx } from '../../platform/db/database.js';
import { platformAccount, userAccount, PLATFORM_OWNER, type AccountKey, type LedgerService, type PostingLine } from '../ledger/index.js';
import type { Book, Mode } from './spot.books.js';
import { settleFill, ticksToAtoms } from './spot.math.js';
import type { createSpotRepo } from './spot.repo.js';

export type Fees = { makerBps: bigint; takerBps: bigint };

/** Simulated participants of a trial install trade under negative owner ids (never a user's id, never in production). */
export const isSimulatedOwner = (ownerId: number): boolean => ownerId < 0;

/**
 * The spot account of an owner: a user's funding account, the platform's market-maker account, or a simulated
 * participant's own `simulated` account.
 */
export function spotAccount(ownerId: number, asset: string, mode: Mode): AccountKey {
  if (isSimulatedOwner(ownerId)) return { ownerId, asset, kind: 'simulated', mode };
  return ownerId === PLATFORM_OWNER ? platformAccount(asset, 'market_maker', mode) : userAccount(ownerId, asset, 'funding', mode);
}

export type TakerInfo = { id: number; owner: number; side: 'buy' | 'sell' };

/** What settling a fill did to the taker, so the caller can update the taker's order once. */
export type TakerDelta = { base: bigint; quote: bigint; fee: bigint };

/**
 * Settles one fill through the ledger: the buyer's locked quote goes to the seller, the seller's locked base to
 * the buyer, each paying its fee in the asset it receives to the platform's fee account; records the trade and
 * moves the maker's order forward.
 */
export async function settle(tx: Tx, deps: { ledger: LedgerService; repo: ReturnType<typeof createSpotRepo>; fees: Fees; now: number },
  book: Book, taker: TakerInfo, fill: Fill): Promise<TakerDelta> {
  const { market, mode, units } = book;
  const takerBuys = taker.side === 'buy';
  const s = settleFill(units, fill.price, fill.qty, {
    buyerBps: takerBuys ? deps.fees.takerBps : deps.fees.makerBps,
    sellerBps: takerBuys ? deps.fees.makerBps : deps.fees.takerBps,
  });
  const buyer = takerBuys ? taker.owner : fill.makerOwner;
  const seller = takerBuys ? fill.makerOwner : taker.owner;
  const trade = await deps.repo.insertTrade(tx, {
    symbol: market.symbol, mode, price_atoms: ticksToAtoms(units, fill.price), qty_atoms: s.base, quote_atoms: s.quote,
    taker_side: taker.side, maker_order_id: fill.makerId, taker_order_id: taker.id,
    buyer_fee_atoms: s.buyerFee, seller_fee_atoms: s.sellerFee, created_at: deps.now,
    simulated: isSimulatedOwner(buyer) || isSimulatedOwner(seller) ? 1 : 0,
  });
  const lines: PostingLine[] = [
    { account: spotAccount(buyer, market.quote, mode), amount: -s.quote, bucket: 'locked' },
    { account: spotAccount(seller, market.quote, mode), amount: s.quote - s.sellerFee },
    { account: spotAccount(seller, market.base, mode), amount: -s.base, bucket: 'locked' },
    { account: spotAccount(buyer, market.base, mode), amount: s.base - s.buyerFee },
  ];
  if (s.sellerFee > 0n) lines.push({ account: platformAccount(market.quote, 'fees', mode), amount: s.sellerFee });
  if (s.buyerFee > 0n) lines.push({ account: platformAccount(market.base, 'fees', mode), amount: s.buyerFee });
  await deps.ledger.post(tx, {
    actor: { type: 'system', id: 0 }, reason: 'spot_trade', detail: market.symbol, ref: `spot:trade:${mode}:${trade.id}`,
    lines: lines.filter((l) => l.amount !== 0n),
  });

  const maker = await deps.repo.order(fill.makerId, tx);
  if (maker) {
    const makerLockUsed = takerBuys ? s.base : s.quote;
    const makerFee = takerBuys ? s.sellerFee : s.buyerFee;
    await deps.repo.updateOrder(tx, maker.id, {
      filled_atoms: maker.filled_atoms + s.base,
      quote_filled_atoms: maker.quote_filled_atoms + s.quote,
      fee_atoms: maker.fee_atoms + makerFee,
      locked_atoms: maker.locked_atoms - makerLockUsed,
      status: fill.makerRemaining === 0 ? 'completed' : 'waiting',
      updated_at: deps.now,
    });
  }
  return { base: s.base, quote: s.quote, fee: takerBuys ? s.buyerFee : s.sellerFee };
}

