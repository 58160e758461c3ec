// Limit-order placement through the ledger: POST spot/trade from many guest demo users (each a session of its own),
// resting buy orders spread over a band of prices below the market so every request locks funds, inserts an order
// and rests it on the book.
import { post } from './server.mjs';
import { run } from './load.mjs';

export const USERS = Number(process.env.BENCH_USERS ?? 200);

export async function guests(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => post(base, 'demo/guest', {})));
    for (const g of batch) {
      if (!g.data?.token) throw new Error(`demo/guest failed: ${JSON.stringify(g)}`);
      tokens.push(g.data.token);
    }
  }
  return tokens;
}

export async function measureOrders(base, pid) {
  const tokens = await guests(base, USERS);
  let n = 0;
  const first = await post(base, 'spot/trade', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '1000', amount: '0.001' }, { authorization: tokens[0] });
  if (first.code !== 1) throw new Error(`spot/trade failed: ${JSON.stringify(first)}`);
  const result = await run({
    url: `${base}/api/spot/trade`,
    requests: [{
      method: 'POST',
      setupRequest: (req) => {
        n++;
        const price = 1000 + (n % 500);
        return { ...req, headers: { 'content-type': 'application/json', authorization: tokens[n % tokens.length] }, body: `{"symbol":"BTC/USDT","side":"buy","type":"limit","price":"${price}","amount":"0.001"}` };
      },
    }],
  }, pid);
  return result;
}
