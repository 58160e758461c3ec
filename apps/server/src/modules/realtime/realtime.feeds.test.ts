import { channelPayload, parseAmount, type SpotOrder } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { LocalBus } from '../../platform/bus/bus.js';
import { Hub, type Client } from './hub.js';
import { feedHubFromBus } from './realtime.feeds.js';

type Batch = { op: string; events: { ch: string; data: unknown }[] };

const order: SpotOrder = {
  id: 1, symbol: 'BTC/USDT', side: 'buy', type: 'limit', tif: 'GTC', price: '96000', amount: '0.1', budget: null, filled: '0',
  filled_quote: '0', avg_price: null, fee: '0', fee_asset: 'BTC', status: 'waiting', cancel_reason: null, mode: 'real',
  created_at: 1, updated_at: 1,
};

describe('the feeds of the websocket', () => {
  it('send every channel its payload as the contract describes it', async () => {
    const bus = new LocalBus();
    const hub = new Hub(1_000_000);
    const got: Batch[] = [];
    const client: Client = { id: hub.newClientId(), userId: 7, channels: new Set(), send: (t) => got.push(JSON.parse(t) as Batch), buffered: () => 0 };
    hub.add(client);
    const channels = ['tickers', 'ticker.BTC/USDT', 'candle.BTC/USDT.1m', 'depth.BTC/USDT', 'trades.BTC/USDT', 'orders', 'balances'];
    expect(hub.subscribe(client, channels)).toEqual([]);
    const balances = async () => [{ accountId: 1, ownerId: 7, asset: 'USDT', kind: 'funding' as const, mode: 'real' as const, available: parseAmount('5'), locked: 0n }];
    const stop = feedHubFromBus(bus, hub, { balances }, { warn: () => undefined });

    const price = parseAmount('96000.5');
    bus.publish('market.ticks', {
      ticks: [{ symbol: 'BTC/USDT', price, volume: 1n, time: 60_000, source: 'test' }],
      candles: [{ symbol: 'BTC/USDT', interval: '1m', openTime: 60_000, open: price, high: price, low: price, close: price, volume: 1n }],
    });
    bus.publish('spot.depth', { symbol: 'BTC/USDT', mode: 'real', bids: [['96000', '0.5']], asks: [['96001', '1']] });
    bus.publish('spot.trades', { symbol: 'BTC/USDT', mode: 'real', trades: [{ p: '96000', q: '0.1', t: 60_001 }] });
    bus.publish('spot.order', { userId: 7, order });
    bus.publish('ledger.balances', [{ userId: 7, mode: 'real' }]);
    await new Promise((resolve) => setImmediate(resolve));
    hub.flush();

    const events = got.flatMap((b) => b.events);
    expect(events.map((e) => e.ch).sort()).toEqual([...channels].sort());
    for (const e of events) expect(channelPayload(e.ch)?.safeParse(e.data).success, e.ch).toBe(true);
    expect(events.find((e) => e.ch === 'ticker.BTC/USDT')?.data).toEqual({ s: 'BTC/USDT', p: '96000.5', t: 60_000 });
    expect(events.find((e) => e.ch === 'balances')?.data).toEqual({ mode: 'real', items: [{ asset: 'USDT', kind: 'funding', mode: 'real', available: '5', locked: '0' }] });
    for (const end of stop) end();
    hub.close();
  });

  it('knows the payload of every channel name the server accepts, and no other', () => {
    for (const ch of ['tickers', 'ticker.ETH/USDT', 'candle.AAPL.1mon', 'depth.BTC/USDT', 'trades.BTC/USDT', 'orders', 'balances']) {
      expect(channelPayload(ch), ch).not.toBeNull();
    }
    for (const ch of ['candle.BTC/USDT.2m', 'ticker.', 'nonsense', 'depth.btc/usdt']) expect(channelPayload(ch), ch).toBeNull();
  });
});
