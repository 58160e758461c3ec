/** Chinese messages of the swap area: every key of en/swap.ts. */
import type { enSwap } from '../en/swap.js';

export const zhSwap: Record<keyof typeof enSwap, string> = {
  swap_currency_required: '请选择要兑换的币种。',
  swap_currency_unknown: '该币种不支持兑换。',
  swap_pair_invalid: '请选择两种不同的币种。',
  swap_price_unavailable: '{asset} 暂无最新价格，请稍后再试。',
  swap_amount_required: '请输入数量。',
  swap_amount_invalid: '请输入有效数量，最多 {decimals} 位小数。',
  swap_amount_too_small: '最小兑换数量为 {min} {asset}。',
  swap_amount_too_large: '数量过大。',
  swap_quote_not_found: '该报价不存在，请刷新报价。',
  swap_quote_expired: '报价已过期，请刷新',
  swap_quote_used: '该报价已被使用，请刷新报价。',
  swap_liquidity_short: '当前可兑换的 {asset} 不足，请减少数量后重试。',
  fiat_unknown: '该法币暂不可用。',
  fiat_disabled: '{code} 兑换已暂停。',
  fiat_pair_invalid: '法币兑换只能在 USDT 与法币之间进行。',
  fiat_rate_invalid: '请检查法币汇率：{field}。',
};
