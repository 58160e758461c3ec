/** Chinese messages of the transfers area: every key of en/transfers.ts. */
import type { enTransfers } from '../en/transfers.js';

export const zhTransfers: Record<keyof typeof enTransfers, string> = {
  account_kind_invalid: '请选择有效的账户：资金、期权、合约或托管。',
  account_coin_required: '请选择币种。',
  transfer_same_account: '请选择两个不同的账户。',
  transfer_amount_required: '请输入数量。',
  transfer_amount_invalid: '请输入大于 0 的数量。',
  transfer_amount_decimals: '最多允许 {decimals} 位小数。',
  transfer_amount_too_large: '数量过大。',
  statement_user_unknown: '没有这个用户。',
};
