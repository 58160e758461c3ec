import { Popup } from 'antd-mobile';
import { formatAmount as toDecimal } from '@candor/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatPrice } from '../../../ui/format';
import { ratePercent, utcTime } from '../model/format';
import type { OptionMarket, Order } from '../model/types';
import { optionVerifyPath } from '../paths';
import { DurationLabel } from './TradeForm';
import type { Pending } from './useBuyForm';
import styles from './options.module.css';

const bodyStyle = { maxHeight: '80vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 };

export function Sheet({ open, onClose, children, testId }: { open: boolean; onClose: () => void; children: ReactNode; testId: string }) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyStyle={bodyStyle} destroyOnClose>
      <div className={styles.sheet} data-testid={testId}>{children}</div>
    </Popup>
  );
}

/** Before buying: the terms the order will keep (duration, rate, stake, what a win pays) and how it is settled. */
export function ConfirmSheet({ pending, market, coin, last, busy, onConfirm, onClose }: {
  pending: Pending; market: OptionMarket; coin: string; last: string | null; busy: boolean; onConfirm: () => void; onClose: () => void;
}) {
  const { t } = useTranslation('options');
  return (
    <Sheet open onClose={onClose} testId="option-confirm">
      <h2 className={styles.sheetTitle}>{t('confirm.title', { direction: t(`direction.${pending.direction}`), symbol: market.symbol })}</h2>
      <dl className={styles.specs}>
        <div><dt>{t('confirm.duration')}</dt><dd><DurationLabel seconds={pending.seconds} /></dd></div>
        <div><dt>{t('confirm.rate')}</dt><dd>{ratePercent(pending.rateBps)}</dd></div>
        <div><dt>{t('confirm.stake')}</dt><dd data-testid="option-confirm-stake">{formatAmount(toDecimal(pending.stake), coin)} {coin}</dd></div>
        <div><dt>{t('confirm.payout')}</dt><dd data-testid="option-confirm-payout">{formatAmount(toDecimal(pending.payout), coin)} {coin}</dd></div>
        <div><dt>{t('confirm.last')}</dt><dd>{last === null ? '—' : formatPrice(last, market.priceDecimals)}</dd></div>
      </dl>
      <p className={styles.sheetText}>{t(`confirm.rule_${pending.direction}`)}</p>
      <p className={styles.sheetText}>{t('confirm.open_rule')}</p>
      <div className={styles.sheetActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>{t('confirm.cancel')}</button>
        <button type="button" className={styles.primary} disabled={busy} data-testid="option-confirm-buy" onClick={onConfirm}>{t('confirm.buy')}</button>
      </div>
    </Sheet>
  );
}

/** The signed change of a settled order in its coin (+85.00 USDT, −100.00 USDT, 0.00 USDT). */
export function profitText(o: Order): string {
  if (o.profitLoss === null) return '—';
  return `${formatAmount(toDecimal(o.profitLoss), o.coin, { sign: true })} ${o.coin}`;
}

export const resultTone = (o: Order): string | undefined =>
  o.result === 'win' ? styles.up : o.result === 'loss' ? styles.down : styles.flat;

/** The result of a settled order as soon as it settles: win, loss or void, the two prices, and its verification. */
export function ResultSheet({ order, decimals, onClose }: { order: Order; decimals: number; onClose: () => void }) {
  const { t } = useTranslation('options');
  const result = order.result ?? 'void';
  return (
    <Sheet open onClose={onClose} testId="option-result">
      <div className={styles.result}>
        <div className={`${styles.resultTitle} ${resultTone(order) ?? ''}`} data-testid="option-result-title" data-result={result}>{t(`result.${result}`)}</div>
        <div className={`${styles.resultAmount} ${resultTone(order) ?? ''}`} data-testid="option-result-amount">{profitText(order)}</div>
        <p className={styles.sheetText}>
          {result === 'void' ? t('result.void_text') : t('result.moved', { outcome: t(`outcome.${order.outcome ?? 'even'}`), direction: t(`direction.${order.direction}`) })}
        </p>
      </div>
      <dl className={styles.specs}>
        <div><dt>{t('order.open_price')}</dt><dd data-testid="option-result-open">{formatPrice(order.openPrice, decimals)}</dd></div>
        <div><dt>{t('order.close_price')}</dt><dd data-testid="option-result-close">{order.closePrice === null ? '—' : formatPrice(order.closePrice, decimals)}</dd></div>
        <div><dt>{t('order.open_time')}</dt><dd>{utcTime(order.openTime)}</dd></div>
        <div><dt>{t('order.close_time')}</dt><dd>{utcTime(order.closeTime)}</dd></div>
      </dl>
      <div className={styles.sheetActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>{t('result.close')}</button>
        <Link className={styles.primary} to={optionVerifyPath(order.id)} data-testid="option-result-verify">{t('result.verify')}</Link>
      </div>
    </Sheet>
  );
}
