import { formatAmount, type BalancesPayload, type ChannelData, type PrivateChannel, type PublicChannel, type TickerPayload } from '@candor/shared';
import type { Bus } from '../../platform/bus/bus.js';
import type { LedgerService } from '../ledger/index.js';
import type { Hub } from './hub.js';

type Log = { warn(obj: object, msg: string): void };

/**
 * What the websocket carries, read from the bus, in the payloads of packages/shared/src/api/realtime.ts: tickers and
 * candles from market data; the depth and trades of the real spot books (demo books stay private to demo money); each
 * user's own orders and futures changes; and, after every commit that moved a user's money, that user's balances of the mode that changed
 * (read after the commit, in GET /api/getBalance's shape, only when a client of that user listens). Answers the
 * functions that end the subscriptions.
 */
export function feedHubFromBus(bus: Bus, hub: Hub, ledger: Pick<LedgerService, 'balances'>, log: Log): (() => void)[] {
  const publish = <C extends PublicChannel>(channel: C, data: ChannelData<C>): void => hub.publish(channel, data);
  const toUser = <C extends PrivateChannel>(userId: number, channel: C, data: ChannelData<C>): void => hub.publishToUser(userId, channel, data);
  return [
    bus.subscribe('market.ticks', ({ ticks, candles }) => {
      const tickers = ticks.map((t): TickerPayload => ({ s: t.symbol, p: formatAmount(t.price), t: t.time }));
      publish('tickers', tickers);
      for (const t of tickers) publish(`ticker.${t.s}`, t);
      for (const c of candles) {
        publish(`candle.${c.symbol}.${c.interval}`, {
          s: c.symbol, i: c.interval, t: c.openTime, o: formatAmount(c.open), h: formatAmount(c.high),
          l: formatAmount(c.low), c: formatAmount(c.close), v: formatAmount(c.volume),
        });
      }
    }),
    bus.subscribe('spot.depth', (d) => {
      if (d.mode === 'real') publish(`depth.${d.symbol}`, { bids: d.bids, asks: d.asks });
    }),
    bus.subscribe('spot.trades', (e) => {
      if (e.mode === 'real') for (const t of e.trades) publish(`trades.${e.symbol}`, t);
    }),
    bus.subscribe('spot.order', (e) => toUser(e.userId, 'orders', e.order)),
    bus.subscribe('futures.position', (e) => toUser(e.userId, 'futures', { event: e.event, position: e.position })),
    bus.subscribe('support.message', (e) => toUser(e.userId, 'support', { conversation_id: e.conversationId, status: e.status, message: e.message, unread: e.unread })),
    bus.subscribe('notifications.new', (e) => toUser(e.userId, 'notifications', { notification: e.notification, unread: e.unread })),
    bus.subscribe('ledger.balances', (changes) => {
      for (const { userId, mode } of changes) {
        if (!hub.wantsPrivate(userId, 'balances')) continue;
        ledger.balances(userId, mode).then((rows) => {
          const items: BalancesPayload['items'] = rows.map((b) => ({ asset: b.asset, kind: b.kind, mode: b.mode, available: formatAmount(b.available), locked: formatAmount(b.locked) }));
          toUser(userId, 'balances', { mode, items });
        }, (err: unknown) => log.warn({ err, userId }, 'balances event not sent'));
      }
    }),
  ];
}
