import { formatAmount as toDecimal } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { SwapIcon } from '../../../ui/icons';
import { choicesOf, SWAP_KINDS, type Catalog } from '../model/catalog';
import { errorOf, type SwapError } from '../model/errors';
import { useSwapMode } from '../queries';
import { AssetPicker } from './AssetPicker';
import { showMoney } from './money';
import { QuotePanel } from './QuotePanel';
import { SideCard } from './SideCard';
import styles from './swap.module.css';
import { useSwapForm, type SwapFormModel } from './useSwapForm';
import { VisitorCard } from './VisitorCard';

function FieldError({ error, asset }: { error: SwapError | undefined; asset: string }) {
  const { t } = useTranslation('swap');
  if (!error) return null;
  const params = 'params' in error ? { ...error.params, ...('min' in error.params ? { min: formatAmount(error.params.min, asset) } : {}) } : {};
  return <div className={styles.fieldError} role="alert" data-testid={`swap-error-${error.field}`} data-key={error.key}>{t(`errors.${error.key}`, params)}</div>;
}

function confirmLabel(form: SwapFormModel): string {
  if (form.readiness === 'visitor') return 'confirm.login';
  if (form.pending) return 'confirm.pending';
  if (form.expired) return 'confirm.refresh';
  return form.readiness === 'quoting' && form.errors.length === 0 && form.quoteError === null ? 'confirm.quoting' : 'confirm.swap';
}

/** The swap form: Crypto / Fiat, From (amount, All) and To with the flip between them, the quote and Confirm. */
export function SwapPanel({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation('swap');
  const mode = useSwapMode();
  const form = useSwapForm(catalog);
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const { state, dispatch, pair, fromAsset, available } = form;
  const fromPlaces = fromAsset?.decimals ?? 8;
  const amountError = errorOf(form.errors, 'amount');
  const pairError = errorOf(form.errors, 'pair');
  const choices = (symbol: string) => choicesOf(catalog, state.kind, symbol);
  const receive = form.summary && form.summary.receive.asset === pair.to ? form.summary.receive : null;

  const balance = form.loggedIn && (
    <span className={styles.balance} data-testid="swap-available">
      {t('available', { amount: available === null ? '—' : showMoney(available, pair.from) })}
    </span>
  );
  return (
    <div data-testid="swap-form" data-kind={state.kind} data-from={pair.from} data-to={pair.to} data-readiness={form.readiness}>
      <div className={styles.head}>
        <div className={styles.kinds} role="tablist" aria-label={t('kind.label')}>
          {SWAP_KINDS.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={state.kind === k} className={`${styles.kind} ${state.kind === k ? styles.kindOn : ''}`}
              data-testid={`swap-kind-${k}`} disabled={k === 'fiat' && catalog.fiats.length === 0} onClick={() => dispatch({ kind: 'kind', to: k })}>
              {t(k === 'coin' ? 'kind.coin' : 'kind.fiat')}
            </button>
          ))}
        </div>
        {form.loggedIn && <span className={styles.mode} data-testid="swap-mode">{t(mode === 'demo' ? 'mode.demo' : 'mode.real')}</span>}
      </div>

      <div className={styles.pair}>
        <SideCard side="from" symbol={pair.from} choosable={choices(pair.from).length > 0} onChoose={() => setPicking('from')} note={balance}
          invalid={amountError !== undefined}>
          <input className={styles.amount} inputMode="decimal" autoComplete="off" placeholder="0" value={state.amount} data-testid="swap-amount"
            aria-label={t('amount', { asset: pair.from })} onChange={(e) => dispatch({ kind: 'amount', text: e.target.value })} />
          {form.loggedIn && (
            <button type="button" className={styles.all} data-testid="swap-all" disabled={available === null || available <= 0n}
              onClick={() => { if (available !== null) dispatch({ kind: 'all', available, decimals: fromPlaces }); }}>
              {t('all')}
            </button>
          )}
        </SideCard>
        <button type="button" className={styles.flip} data-testid="swap-flip" aria-label={t('flip')} onClick={() => dispatch({ kind: 'flip' })}>
          <SwapIcon />
        </button>
        <SideCard side="to" symbol={pair.to} choosable={choices(pair.to).length > 0} onChoose={() => setPicking('to')} invalid={pairError !== undefined}>
          <span className={`${styles.receive} ${receive && !form.quoting && !form.expired ? '' : styles.receiveEmpty}`} data-testid="swap-to-amount">
            {receive ? formatAmount(toDecimal(receive.atoms), pair.to) : '0'}
          </span>
        </SideCard>
      </div>
      <FieldError error={pairError} asset={pair.from} />
      <FieldError error={amountError} asset={pair.from} />

      {form.loggedIn ? <QuotePanel form={form} /> : <VisitorCard />}

      <button type="button" className={styles.confirm} data-testid="swap-confirm" disabled={form.pending || form.readiness === 'quoting' || form.quoteError !== null}
        onClick={form.confirm}>
        {t(confirmLabel(form))}
      </button>
      {form.refusal && <div className={styles.refusal} role="alert" data-testid="swap-refusal">{form.refusal}</div>}

      <AssetPicker open={picking !== null} title={t(picking === 'to' ? 'picker.to' : 'picker.from')} current={picking === 'to' ? pair.to : pair.from}
        assets={picking === null ? [] : choices(picking === 'to' ? pair.to : pair.from)} balanceOf={form.balanceOf}
        onClose={() => setPicking(null)} onPick={(symbol) => { if (picking) dispatch({ kind: 'pick', side: picking, symbol }); setPicking(null); }} />
    </div>
  );
}
