import type { IeoProject } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, TextInput } from '../../../ui/Field';
import { cleanAmountText } from '../../../ui/format/input';
import { formatDateTime } from '../../../ui/format/time';
import { StatusTag } from '../../../ui/StatusTag';
import { toast } from '../../../ui/toast';
import { amountProblem, costText, stateTone } from '../model/ieo';
import { ieoOrderPath } from '../paths';
import { useApply } from '../queries';
import styles from './ieo.module.css';
import { Lines } from './Lines';

/** One IEO project: its terms, texts and risks, and while it is open the subscribe form (the cost is locked at once). */
export function ProjectCard({ project: p }: { project: IeoProject }) {
  const { t } = useTranslation('ieo');
  const navigate = useNavigate();
  const apply = useApply();
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const problem = amountProblem(amount, p.min, p.max);
  const cost = costText(amount, p.IEO_price);
  const submit = () => {
    setTried(true);
    if (problem !== null) return;
    apply.mutate({ id: p.id, amount }, {
      onSuccess: (a) => { toast.success(t('apply.done')); void navigate(ieoOrderPath(a.id)); },
    });
  };
  return (
    <section className={styles.card} data-testid="ieo-project" data-token={p.token}>
      <div className={styles.head}>
        <h2 className={styles.name}>{p.name}<span className={styles.token}>{p.token}</span></h2>
        <StatusTag tone={stateTone(p.phase)}>{t(`phase.${p.phase}`)}</StatusTag>
      </div>
      {p.sample && <p className={styles.sample} data-testid="ieo-sample">{t('list.sample')}</p>}
      <Lines rows={[
        [t('field.price'), `${p.IEO_price} USDT`],
        [t('field.total'), `${p.total_supply} ${p.token}`],
        [t('field.subscribed'), `${p.subscribed} ${p.token}`],
        [t('field.bounds'), `${p.min} – ${p.max}`],
        [t('field.window'), `${formatDateTime(p.apply_start)} – ${formatDateTime(p.apply_time)}`],
        [t('field.allotment'), formatDateTime(p.allotment_date)],
        [t('field.pay_by'), formatDateTime(p.pay_date)],
        [t('field.lock'), formatDateTime(p.lock_date)],
      ]} />
      {p.description && <p className={styles.text}>{p.description}</p>}
      {p.risks && <details className={styles.risks}><summary>{t('field.risks')}</summary><p>{p.risks}</p></details>}
      {p.phase === 'open' && (
        <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Field id={`amount-${p.id}`} label={t('apply.amount')} error={tried && problem ? t(`apply.problem_${problem}`, { min: p.min, max: p.max }) : null}
            extra={<span className={styles.suffix}>{p.token}</span>}>
            <TextInput id={`amount-${p.id}`} value={amount} onChange={(v) => setAmount(cleanAmountText(v, 8))} inputMode="numeric" placeholder={t('apply.placeholder', { min: p.min, max: p.max })} />
          </Field>
          <div className={styles.help}><span>{t('apply.cost')}</span><strong data-testid="ieo-cost">{cost ?? '-'} USDT</strong></div>
          <button type="submit" className={styles.primary} disabled={apply.isPending} data-testid="ieo-apply">{t('apply.submit')}</button>
          <p className={styles.text}>{t('apply.note')}</p>
        </form>
      )}
    </section>
  );
}
