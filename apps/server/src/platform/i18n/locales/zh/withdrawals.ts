/** Chinese messages of the withdrawals area: every key of en/withdrawals.ts. */
import type { enWithdrawals } from '../en/withdrawals.js';

export const zhWithdrawals: Record<keyof typeof enWithdrawals, string> = {
  fund_password_wrong: '资金密码错误，还可尝试 {left} 次，之后将锁定 {minutes} 分钟。',
  fund_password_locked: '资金密码错误次数过多，已被锁定，请 {minutes} 分钟后再试。',
  withdraw_address_required: '请先设置提币地址。',
  withdraw_address_not_found: '该提币地址不存在。',
  withdraw_address_exists: '该地址已在您的地址簿中。',
  withdraw_address_limit: '每个币种和网络最多可保存 {limit} 个地址。',
  withdraw_address_choose: '请选择提币地址。',
  address_required: '请输入提币地址。',
  withdraw_disabled: '{coin} 暂停提币。',
  withdraw_amount_required: '请输入数量。',
  withdraw_amount_invalid: '数量须为正数，最多 {decimals} 位小数。',
  withdraw_amount_below_min: '数量低于最小提币数量（{min} {coin}）。',
  withdraw_daily_limit: '每天（UTC）最多可申请 {limit} 次提币，请明天再试。',
  withdrawal_not_found: '未找到该提币记录。',
  withdrawal_not_processing: '该提币申请已处理。',
  withdrawal_second_admin_required: '该提币需要另一位管理员再次审批。',
  withdrawal_reason_required: '请填写驳回原因。',
  withdrawal_tx_hash_invalid: '请输入正确的哈希值。',
  withdrawal_busy: '该提币正在被其他人审核，请刷新后重试。',
};
