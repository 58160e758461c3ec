/** Chinese messages of the deposits area: every key of en/deposits.ts. */
import type { enDeposits } from '../en/deposits.js';

export const zhDeposits: Record<keyof typeof enDeposits, string> = {
  upload_too_large: '文件超出允许的大小（最大 {max} MB）。',
  upload_failed: '图片上传失败',
  upload_not_found: '文件不存在。',
  deposit_closed: '充值暂未开放。',
  deposit_address_missing: '收款地址暂未配置，请联系客服。',
  deposit_amount_required: '请输入金额。',
  deposit_amount_integer: '金额必须为整数。',
  deposit_amount_below_min: '金额低于最小金额。',
  deposit_amount_too_large: '金额过大。',
  deposit_proof_required: '请上传转账凭证图片。',
  deposit_proof_invalid: '未找到转账凭证，请重新上传。',
  deposit_proof_used: '该转账凭证已用于另一笔充值。',
  deposit_hash_invalid: '请输入正确的哈希值。',
  deposit_hash_used: '该交易哈希已提交过。',
  deposit_not_found: '充值记录不存在。',
  deposit_not_processing: '该充值已审核。',
  deposit_same_approver: '您已批准过该充值，需由另一位管理员进行第二次批准。',
  deposit_reason_required: '请填写驳回原因。',
  deposit_note_network: '请仅通过 {network} 网络向此地址转入 {coin}；其他币种或网络的转账无法找回。',
  deposit_note_minimum: '最小充值金额：{min} {coin}，须为整数。低于此金额不予入账。',
  deposit_note_confirmations: '充值在 {confirmations} 个区块确认并审核转账凭证后入账。',
  deposit_note_proof: '请上传转账截图作为凭证；交易哈希可选填，填写后可加快审核。',
  deposit_note_sample: '试用安装的示例地址 — 请勿转入真实资金。',
};
