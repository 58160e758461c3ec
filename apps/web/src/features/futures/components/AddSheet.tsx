import { formatAmount as toDecimal } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '../../../app/guards';
import { useSession } from '../../../session';
import { formatAmount, formatPrice } from '../../../ui/format';
import { toast } from '../../../ui/toast';
import { useBalances } from '../../demo/queries';
import { addError, addSummary } from '../model/add';
import type { Contract } from '../model/contract';
import { bpsPercent } from '../model/format';
import { cleanLots } from '../model/form';
import type { Position } from '../model/wire';
import { useAddLots } from '../queries';
import { Sheet } from './Sheets';
import { futuresAvailable } from './useOpenForm';
import styles from './futures.module.css';

/** Adds lots to an open position at the mark: the added value, margin and fee, and the new average entry, before sending. */
export function AddSheet({ p, contract, mark, onClose }: { p: Position; contract: Contract | undefined; mark: string | null; onClose: () => void }) {
  const { t } = useTranslation('futures');
  const [lots, setLots] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const add = useAddLots();
  const loggedIn = useSession(isLoggedIn);
  const balances = useBalances();
  const available = loggedIn && balances.data ? futuresAvailable(balances.data) : null;
  const s = addSummary(p, contract, lots, mark);
  const error = addError(p, contract, lots, s, available);
  const shown = submitted || (error !== 'lots_required' && error !== 'insufficient_margin') ? error : null;
  const decimals = contract?.priceDecimals ?? 2;
  const usdt = (v: bigint | undefined): string => (v === undefined ? '—' : `≈ ${formatAmount(toDecimal(v), 'USDT')} USDT`);
  const submit = (): void => {
    setSubmitted(true);
    if (error !== null || add.isPending) return;
    add.mutate({ id: p.id, lots: Number(lots) }, { onSuccess: () => { toast.success(t('add.done')); onClose(); } });
  };
  return (
    <Sheet open onClose={onClose} testId="lever-add-sheet">
      <h2 className={styles.sheetTitle}>{t('add.title')}</h2>
      <p className={styles.sheetText}>{t('add.text', { side: t(p.side === 'long' ? 'side.long' : 'side.short'), symbol: p.symbol, leverage: p.leverage })}</p>
      <div className={styles.label}><span>{t('add.lots', { lots: p.lots })}</span></div>
      <div className={`${styles.box} ${shown ? styles.boxInvalid : ''}`}>
        <input className={styles.input} inputMode="numeric" value={lots} data-testid="lever-add-lots" aria-label={t('add.lots', { lots: p.lots })}
          onChange={(e) => setLots(cleanLots(e.target.value))} />
      </div>
      {shown && <div className={styles.fieldError} role="alert" data-testid="lever-add-error">{t(`errors.${shown}`, { max: contract?.maxLots ?? '' })}</div>}
      <dl className={styles.grid} data-testid="lever-add-summary">
        <div><dt>{t('summary.value')}</dt><dd>{usdt(s?.value)}</dd></div>
        <div><dt>{t('summary.margin')}</dt><dd data-testid="lever-add-margin">{usdt(s?.margin)}</dd></div>
        <div><dt>{t('summary.fee', { rate: contract ? bpsPercent(contract.takerFeeBps) : '—' })}</dt><dd>{usdt(s?.fee)}</dd></div>
        <div><dt>{t('add.entry')}</dt><dd data-testid="lever-add-entry">{s ? `≈ ${formatPrice(toDecimal(s.entry), decimals)}` : '—'}</dd></div>
        <div><dt>{t('add.size_after')}</dt><dd>{s ? s.lots : '—'}</dd></div>
        <div><dt>{t('summary.available')}</dt><dd>{available === null ? '—' : `${formatAmount(toDecimal(available), 'USDT')} USDT`}</dd></div>
      </dl>
      <p className={styles.sheetText}>{t('add.hint')}</p>
      <button type="button" className={`${styles.submit} ${p.side === 'long' ? styles.submitLong : styles.submitShort}`} disabled={add.isPending}
        data-testid="lever-add-confirm" onClick={submit}>{t('add.confirm')}</button>
      <button type="button" className={styles.action} onClick={onClose}>{t('position.keep')}</button>
    </Sheet>
  );
}
