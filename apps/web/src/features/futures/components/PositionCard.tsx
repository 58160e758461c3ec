import { formatAmount as toDecimal } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '../../../ui/format';
import { formatRecentTime } from '../../../ui/format/time';
import type { Contract } from '../model/contract';
import type { Position } from '../model/wire';
import { basisPointsPercent } from '../model/format';
import { liveFigures, toneOf } from '../model/positions';
import styles from './futures.module.css';

export type CardActions = {
  onAdd?: (p: Position) => void;
  onStop?: (p: Position) => void;
  onClose?: (p: Position) => void;
  onCancel?: (p: Position) => void;
  onDetail?: (p: Position) => void;
};

const signed = (v: string): string => (v.startsWith('-') ? `−${v.slice(1)}` : `+${v}`);

function Head({ p }: { p: Position }) {
  const { t } = useTranslation('futures');
  const long = p.side === 'long';
  return (
    <div className={styles.cardHead}>
      <span className={`${styles.cardSide} ${long ? styles.cardSideLong : styles.cardSideShort}`}>{t(long ? 'side.long' : 'side.short')}</span>
      <span className={styles.cardSymbol}>{p.symbol}</span>
      <span className={styles.cardTag}>{t(`margin_mode.${p.marginMode}`)} {t('leverage.value', { value: p.leverage })}</span>
      <span className={styles.cardStatus} data-testid="lever-status">{p.status === 3 && p.reason ? t(`reason.${p.reason}`, p.reason) : t(`status.${p.status}`)}</span>
    </div>
  );
}

/** One order or position: live PnL and ROE while open (at the mark), the result once closed; its actions. */
export function PositionCard({ p, contract, mark, actions }: { p: Position; contract: Contract | undefined; mark: string | null; actions: CardActions }) {
  const { t } = useTranslation('futures');
  const decimals = contract?.priceDecimals ?? 2;
  const price = (v: string | null): string => (v === null ? t('position.none') : formatPrice(v, decimals));
  const usdt = (v: string | null): string => (v === null ? t('position.none') : formatAmount(v, 'USDT'));
  const open = p.status === 1 || p.status === 2;
  const live = liveFigures(p, mark);
  const closed = p.status === 3;
  return (
    <div className={styles.card} data-testid="lever-row" data-id={p.id} data-status={p.status}>
      <Head p={p} />
      {open && (
        <div className={styles.pnl}>
          <div>
            <div className={styles.pnlLabel}>{t('position.pnl')} (USDT)</div>
            <div className={`${styles.pnlValue} ${styles[live.tone]}`} data-testid="lever-pnl">
              {live.pnl === null ? '—' : signed(formatAmount(toDecimal(live.pnl), 'USDT'))}
            </div>
          </div>
          <div>
            <div className={styles.pnlLabel}>{t('position.roe')}</div>
            <div className={`${styles.roe} ${styles[live.tone]}`} data-testid="lever-roe">{basisPointsPercent(live.roeBp)}</div>
          </div>
        </div>
      )}
      {closed && (
        <div className={styles.pnl}>
          <div>
            <div className={styles.pnlLabel}>{t('position.closed_pnl')} (USDT)</div>
            <div className={`${styles.pnlValue} ${styles[toneOf(p.realisedPnl)]}`} data-testid="lever-realised">{signed(formatAmount(p.realisedPnl, 'USDT'))}</div>
          </div>
        </div>
      )}
      <dl className={styles.grid}>
        <div><dt>{t('position.lots')}</dt><dd data-testid="lever-row-lots">{p.lots}</dd></div>
        {p.status === 0 || p.status === 4
          ? <div><dt>{t('position.limit_price')}</dt><dd>{price(p.limitPrice)}</dd></div>
          : <div><dt>{t('position.entry')}</dt><dd data-testid="lever-entry">{price(p.entryPrice)}</dd></div>}
        {open ? <div><dt>{t('position.mark')}</dt><dd>{price(mark)}</dd></div> : <div><dt>{t('position.close_price')}</dt><dd data-testid="lever-close-price">{price(p.closePrice)}</dd></div>}
        <div><dt>{t('position.margin')}</dt><dd>{usdt(p.margin)}</dd></div>
        <div><dt>{t('position.tp')}</dt><dd data-testid="lever-row-tp">{price(p.tp)}</dd></div>
        <div><dt>{t('position.sl')}</dt><dd data-testid="lever-row-sl">{price(p.sl)}</dd></div>
        {p.trailDistance !== null && (open || p.status === 0) ? (
          <div><dt>{t('position.trail')}</dt><dd data-testid="lever-row-trail">{price(p.trailStop)} <small>({t('position.trail_by', { distance: formatPrice(p.trailDistance, decimals) })})</small></dd></div>
        ) : null}
        {open || p.status === 0 ? <div><dt>{t('position.liq')}</dt><dd data-testid="lever-row-liq">{price(p.liqPrice)}</dd></div> : null}
        {!open && p.status !== 0 ? <div><dt>{t('position.fees')}</dt><dd>{usdt(p.fees)}</dd></div> : null}
        {!open && p.status !== 0 ? <div><dt>{t('position.funding')}</dt><dd>{usdt(p.funding)}</dd></div> : null}
      </dl>
      <div className={styles.time}>
        {p.openedAt !== null ? `${t('position.opened')} ${formatRecentTime(p.openedAt)}` : formatRecentTime(p.createdAt)}
        {p.closedAt !== null ? ` · ${t('position.closed_at')} ${formatRecentTime(p.closedAt)}` : ''}
      </div>
      <div className={styles.actions}>
        {actions.onAdd && <button type="button" className={styles.action} data-testid="lever-add" onClick={() => actions.onAdd?.(p)}>{t('position.add')}</button>}
        {actions.onStop && <button type="button" className={styles.action} data-testid="lever-set-stop" onClick={() => actions.onStop?.(p)}>{t('position.set_stop')}</button>}
        {actions.onClose && <button type="button" className={styles.action} data-testid="lever-close" onClick={() => actions.onClose?.(p)}>{t('position.close')}</button>}
        {actions.onCancel && <button type="button" className={styles.action} data-testid="lever-cancel" onClick={() => actions.onCancel?.(p)}>{t('position.cancel')}</button>}
        {actions.onDetail && <button type="button" className={styles.action} data-testid="lever-detail" onClick={() => actions.onDetail?.(p)}>{t('position.detail')}</button>}
      </div>
    </div>
  );
}
