import { formatAmount, type NotificationKind } from '@candor/shared';
import type { Topics } from '../../platform/bus/bus.js';
import type messages from './notifications.messages.json';

type AlertFiredEvent = Topics['alerts.fired'];
type SpotOrderEvent = Topics['spot.order'];
type FuturesPositionEvent = Topics['futures.position'];
type SupportMessageEvent = Topics['support.message'];
type OptionsSettledEvent = Topics['options.settled'];
type DepositCreditedEvent = Topics['deposits.credited'];
type WithdrawalDecidedEvent = Topics['withdrawals.decided'];

export type TextKey = keyof typeof messages.en;
type TitleKey = Exclude<TextKey, `${string}_body` | 'notification_not_found' | 'push_subscription_invalid' | 'push_endpoint_refused'>;
export type Params = Record<string, string | number>;

/** What a notification says before it is written in the reader's language: a title key (its body is `<key>_body`). */
export type Draft = { userId: number; kind: NotificationKind; key: TitleKey; params: Params; link: string | null; source: string };

/** The user app's pages a notification opens. */
export const LINKS = {
  alerts: '/pages/alerts/index', spot: '/pages/trade/index', futures: '/pages/lever/index', options: '/pages/option/detail',
  assets: '/pages/assets/index', support: '/pages/help-center/chat', notice: '/pages/index/notice/notice',
} as const;

const PREVIEW = 140;

export function alertDraft(e: AlertFiredEvent): Draft {
  const value = e.kind === 'move' ? formatAmount(e.value, 2) : formatAmount(e.value);
  const key = e.kind === 'above' ? 'n_alert_above' : e.kind === 'below' ? 'n_alert_below' : 'n_alert_move';
  return { userId: e.userId, kind: 'alert', key, params: { symbol: e.symbol, value, price: formatAmount(e.price) }, link: LINKS.alerts, source: `alert:${e.alertId}` };
}

/** A spot order told once, when it is completely filled. */
export function orderDraft(e: SpotOrderEvent): Draft | null {
  const o = e.order;
  if (o.status !== 'completed') return null;
  return {
    userId: e.userId, kind: 'order', key: 'n_order_filled', params: { symbol: o.symbol, filled: o.filled, price: o.avg_price ?? o.price ?? '-' },
    link: LINKS.spot, source: `spot:${o.id}`,
  };
}

const CLOSES = new Set(['closed', 'take_profit', 'stop_loss', 'trailing_stop']);

/** A futures position told when it closes (by the user, a take-profit, a stop) or is liquidated. */
export function futuresDraft(e: FuturesPositionEvent): Draft | null {
  const p = e.position;
  const liquidated = e.event === 'liquidated';
  if (!liquidated && !CLOSES.has(e.event)) return null;
  return {
    userId: e.userId, kind: 'settlement', key: liquidated ? 'n_futures_liquidated' : 'n_futures_closed',
    params: { symbol: p.symbol, price: p.close_price ?? p.mark_price ?? '-' }, link: LINKS.futures, source: `futures:${p.id}:closed`,
  };
}

/** An agent's answer in the user's support conversation (not its close). */
export function supportDraft(e: SupportMessageEvent): Draft | null {
  const m = e.message;
  if (!m || m.sender === 'user') return null;
  const text = m.text.length > PREVIEW ? `${m.text.slice(0, PREVIEW)}…` : m.text;
  return { userId: e.userId, kind: 'support', key: 'n_support_reply', params: { preview: text }, link: LINKS.support, source: `support:${m.id}` };
}

/** One summary of a settlement transaction: a user's options of one symbol and mode, counted by result. */
export function optionsDraft(e: OptionsSettledEvent): Draft {
  return {
    userId: e.userId, kind: 'settlement', key: e.mode === 'demo' ? 'n_option_settled_demo' : 'n_option_settled',
    params: { symbol: e.symbol, won: e.won, lost: e.lost, void: e.void, paid: formatAmount(e.paid), asset: e.asset },
    link: LINKS.options, source: `options:${e.mode}:${e.first}`,
  };
}

/** A deposit credited to the user's funding account. */
export function depositDraft(e: DepositCreditedEvent): Draft {
  return {
    userId: e.userId, kind: 'deposit', key: 'n_deposit_credited', params: { amount: formatAmount(e.amount), asset: e.asset },
    link: LINKS.assets, source: `deposit:${e.depositId}`,
  };
}

/** A withdrawal paid (the amount sent) or rejected (amount and fee back in the account). */
export function withdrawalDraft(e: WithdrawalDecidedEvent): Draft {
  const paid = e.status === 'approved';
  return {
    userId: e.userId, kind: 'withdrawal', key: paid ? 'n_withdrawal_paid' : 'n_withdrawal_rejected',
    params: { amount: formatAmount(paid ? e.amount : e.amount + e.fee), asset: e.asset }, link: LINKS.assets, source: `withdrawal:${e.withdrawalId}`,
  };
}
