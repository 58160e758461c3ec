import type { UplanState } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../components/confirm';
import { formatAmount } from '../../../ui/format';
import { cleanAmountText } from '../../../ui/format/input';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import { ClosedNote, CoverageLine } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { isPositive } from '../model/amount';
import { dailyPercent } from '../model/rates';
import { useRedeem, useSetUplan } from './queries';

/** The U plan: opt in, the amount kept in funding, the flexible balance and its income; take it back at any time. */
export function UplanCard({ plan }: { plan: UplanState }) {
  const { t } = useTranslation('earn');
  const [keep, setKeep] = useState(plan.keep_amount);
  const set = useSetUplan();
  const redeem = useRedeem();
  const coin = plan.coin;
  const money = (v: string) => `${formatAmount(v, coin)} ${coin}`;
  const save = (enabled: boolean) => set.mutate({ enabled, keep_amount: keep === '' ? '0' : keep }, {
    onSuccess: (s) => toast.success(t(s.enabled ? 'uplan.saved_on' : 'uplan.saved_off')),
  });
  const takeBack = async (): Promise<void> => {
    const ok = await confirmDialog({
      title: t('uplan.take_back'), content: t('uplan.take_back_confirm', { amount: money(plan.balance) }),
      confirmText: t('uplan.take_back'), cancelText: t('common:action.cancel'),
    });
    if (ok) redeem.mutate({ type: 'uplan' }, { onSuccess: (r) => toast.success(t('uplan.taken_back', { amount: money(r.returned) })) });
  };
  return (
    <section className={styles.section} data-testid="uplan" data-enabled={plan.enabled}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('uplan.title')}</h2>
        <StatusTag tone={plan.enabled ? 'success' : 'neutral'}>{t(plan.enabled ? 'uplan.on' : 'uplan.off')}</StatusTag>
      </div>
      <p className={styles.text}>{t('uplan.about', { rate: dailyPercent(plan.daily_rate_ppm), coin })}</p>
      <dl className={styles.figures}>
        <div><dt>{t('uplan.balance')}</dt><dd data-testid="uplan-balance">{formatAmount(plan.balance, coin)}</dd></div>
        <div><dt>{t('uplan.yesterday')}</dt><dd>{formatAmount(plan.yesterday_income, coin)}</dd></div>
        <div><dt>{t('uplan.total')}</dt><dd>{formatAmount(plan.total_income, coin)}</dd></div>
      </dl>
      <ClosedNote reason={plan.closed_reason} />
      <div className={styles.form} style={{ marginTop: 12 }}>
        <label className={styles.label} htmlFor="uplan-keep"><span>{t('uplan.keep', { coin })}</span></label>
        <div className={styles.box}>
          <input id="uplan-keep" className={styles.input} inputMode="decimal" value={keep} data-testid="uplan-keep"
            onChange={(e) => setKeep(cleanAmountText(e.target.value, 8))} />
          <span className={styles.unit}>{coin}</span>
        </div>
        <div className={styles.actions}>
          {plan.enabled && isPositive(plan.balance) && (
            <button type="button" className={styles.secondary} onClick={() => void takeBack()} disabled={redeem.isPending} data-testid="uplan-take-back">{t('uplan.take_back')}</button>
          )}
          {plan.enabled && <button type="button" className={styles.danger} onClick={() => save(false)} disabled={set.isPending} data-testid="uplan-off">{t('uplan.turn_off')}</button>}
          <button type="button" className={styles.secondary} onClick={() => save(true)} disabled={set.isPending} data-testid="uplan-save">{t(plan.enabled ? 'uplan.save' : 'uplan.turn_on')}</button>
        </div>
      </div>
      <CoverageLine coverage={plan.coverage} />
    </section>
  );
}
