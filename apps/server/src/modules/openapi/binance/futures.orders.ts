import { parseAmount, type FuturesMarket, type FuturesPosition } from '@candor/shared';
import type { FuturesModuleService } from '../../futures/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { createApiKeysRepo } from '../apikeys.repo.js';
import { B } from './errors.js';
import { amountParam } from './format.js';

type Mode = 'real' | 'demo';
type Settings = { leverage: number; margin_mode: 'cross' | 'isolated' };

/**
 * Binance's futures orders as Candor's: BUY opens a long and SELL a short at the leverage and margin type set with
 * /leverage and /marginType; `reduceOnly=true` (or a positionSide against the side) closes the opposite positions
 * instead, oldest first, up to the quantity. The quantity is a whole number of contracts (LOT_SIZE's step).
 */
export class FuturesOrders {
  constructor(private readonly futures: FuturesModuleService, private readonly repo: ReturnType<typeof createApiKeysRepo>, private readonly clock: Clock) {}

  async settings(userId: number, mode: Mode, m: FuturesMarket): Promise<Settings> {
    const row = await this.repo.futuresSettings(userId, mode, m.symbol);
    return row ? { leverage: row.leverage, margin_mode: row.margin_mode } : { leverage: Math.min(10, Math.max(...m.leverages)), margin_mode: 'cross' };
  }

  async save(userId: number, mode: Mode, m: FuturesMarket, s: Settings): Promise<void> {
    await this.repo.saveFuturesSettings({ user_id: userId, mode, symbol: m.symbol, leverage: s.leverage, margin_mode: s.margin_mode, updated_at: this.clock.now() });
  }

  async place(userId: number, mode: Mode, m: FuturesMarket, p: Record<string, string>, key: string | undefined): Promise<FuturesPosition> {
    const side = (p.side ?? '').toUpperCase();
    if (side !== 'BUY' && side !== 'SELL') throw B.side();
    const type = (p.type ?? '').toUpperCase();
    if (type !== 'MARKET' && type !== 'LIMIT') throw B.orderType();
    const qty = amountParam(p, 'quantity');
    const size = parseAmount(m.contract_size);
    if (qty % size !== 0n) throw B.filter('LOT_SIZE');
    const lots = Number(qty / size);
    const positionSide = (p.positionSide ?? 'BOTH').toUpperCase();
    const reduce = p.reduceOnly === 'true' || (positionSide === 'LONG' && side === 'SELL') || (positionSide === 'SHORT' && side === 'BUY');
    if (reduce) return this.reduce(userId, mode, m, side === 'SELL' ? 'long' : 'short', lots);
    const s = await this.settings(userId, mode, m);
    return this.futures.trading.trade(userId, mode, {
      symbol: m.symbol, side: side === 'BUY' ? 'long' : 'short', type: type.toLowerCase(), lots: String(lots), leverage: String(s.leverage),
      margin_mode: s.margin_mode, ...(type === 'LIMIT' ? { price: p.price ?? '' } : {}),
    }, key);
  }

  private async reduce(userId: number, mode: Mode, m: FuturesMarket, side: 'long' | 'short', lots: number): Promise<FuturesPosition> {
    const open = (await this.futures.trading.list(userId, mode, { tab: 'positions', symbol: m.symbol, page: 1, limit: 100 })).items
      .filter((x) => x.side === side).sort((a, b) => a.id - b.id);
    if (open.length === 0) throw B.rejected('ReduceOnly Order is rejected.');
    let left = lots;
    let last: FuturesPosition | null = null;
    for (const pos of open) {
      if (left <= 0) break;
      const n = Math.min(left, pos.lots);
      last = await this.futures.trading.close(userId, mode, pos.id, String(n));
      left -= n;
    }
    return last ?? open[0]!;
  }
}
