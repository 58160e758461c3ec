/** Chinese messages of the wallet area: every key of en/wallet.ts. */
import type { enWallet } from '../en/wallet.js';

export const zhWallet: Record<keyof typeof enWallet, string> = {
  idempotency_key_invalid: '幂等键须为 8 到 64 位字母、数字或 . _ : -',
  idempotency_key_reused: '该幂等键已用于另一笔不同的请求。',
  coin_unknown: '不支持该币种。',
  network_unknown: '该币种不支持此网络。',
  coin_setting_invalid: '请检查币种设置：{field}。',
  address_invalid_for_network: '这不是有效的 {network} 地址。',
};
