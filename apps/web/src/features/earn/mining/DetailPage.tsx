import { formatAmount as exact, tryParseAmount, type MiningMachine } from '@candor/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState, Loading } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { Agreement } from '../components/Agreement';
import { ClosedNote, HonestCard } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { useFundingAvailable } from '../finance/queries';
import { checkQuantity } from '../model/amount';
import { attemptFor, type Attempt } from '../model/attempt';
import { idParam, MINING_RECORD_PATH } from '../paths';
import { useMachine, useRent } from './queries';
import { formatCount } from '../model/count';

const atoms = (v: string): bigint => tryParseAmount(v) ?? 0n;

function RentForm({ machine }: { machine: MiningMachine }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const [text, setText] = useState('1');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const available = useFundingAvailable(machine.price_coin);
  const rent = useRent();
  const quantity = checkQuantity(text, machine.left);
  const cost = quantity === null ? null : atoms(machine.price) * BigInt(quantity);
  const short = cost !== null && available !== null && cost > atoms(available);
  let error: string | null = null;
  if (quantity === null) error = t('mining.quantity_invalid', { left: formatCount(machine.left) });
  else if (short) error = t('form.above_available', { available: `${formatAmount(available ?? '0', machine.price_coin)} ${machine.price_coin}` });
  const send = (): void => {
    setTried(true);
    if (error !== null || quantity === null || !agreed || !machine.open) return;
    const a = attemptFor(attempt.current, `${machine.id}|${quantity}`);
    attempt.current = a;
    rent.mutate({ id: machine.id, quantity: String(quantity), idempotency_key: a.key }, {
      onSuccess: () => { attempt.current = null; toast.success(t('mining.rented')); void navigate(MINING_RECORD_PATH); },
    });
  };
  return (
    <section className={styles.section}>
      <div className={styles.form}>
        <label className={styles.label} htmlFor="mining-quantity">
          <span>{t('mining.quantity')}</span>
          {available !== null && <span>{t('form.available', { amount: `${formatAmount(available, machine.price_coin)} ${machine.price_coin}` })}</span>}
        </label>
        <div className={`${styles.box} ${error ? styles.boxInvalid : ''}`}>
          <input id="mining-quantity" className={styles.input} inputMode="numeric" value={text} data-testid="mining-quantity"
            onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 6))} />
        </div>
        {error && <p className={styles.error} role="alert">{error}</p>}
      </div>
      {quantity !== null && cost !== null && (
        <dl className={styles.specs} data-testid="mining-preview">
          <div><dt>{t('mining.cost')}</dt><dd>{formatAmount(exact(cost), machine.price_coin)} {machine.price_coin}</dd></div>
          <div><dt>{t('mining.daily_output')}</dt><dd>{formatAmount(exact(atoms(machine.daily_output) * BigInt(quantity)), machine.output_coin)} {machine.output_coin}</dd></div>
          <div><dt>{t('mining.total_output')}</dt><dd>{formatAmount(exact(atoms(machine.total_output) * BigInt(quantity)), machine.output_coin)} {machine.output_coin}</dd></div>
        </dl>
      )}
      <Agreement text={t('mining.agreement', { days: machine.term_days, coin: machine.output_coin })} checked={agreed} onChange={setAgreed} />
      {tried && !agreed && <p className={styles.error} role="alert">{t('form.must_agree')}</p>}
      <button type="button" className={styles.primary} style={{ width: '100%', marginTop: 12 }} data-testid="mining-submit"
        disabled={!machine.open || rent.isPending} onClick={send}>{t(rent.isPending ? 'form.sending' : 'mining.submit')}</button>
    </section>
  );
}

/** /pages/mining/detail?id=1: one machine's terms, the quantity and its cost and output, the agreement. */
export default function DetailPage() {
  const { t } = useTranslation('earn');
  const id = idParam(useLocation().search);
  const machine = useMachine(id);
  let body;
  if (id === null) body = <p className={styles.missing}>{t('not_found')}</p>;
  else if (machine.isPending) body = <Loading />;
  else if (machine.isError) body = <ErrorState onRetry={() => void machine.refetch()} />;
  else {
    const m = machine.data;
    body = (
      <>
        <section className={styles.section} data-testid="mining-terms">
          <h2 className={styles.sectionTitle}>{m.name}</h2>
          {m.description && <p className={styles.text}>{m.description}</p>}
          <dl className={styles.specs}>
            <div><dt>{t('mining.price')}</dt><dd>{formatAmount(m.price, m.price_coin)} {m.price_coin}</dd></div>
            <div><dt>{t('mining.daily_output')}</dt><dd>{formatAmount(m.daily_output, m.output_coin)} {m.output_coin}</dd></div>
            <div><dt>{t('mining.term')}</dt><dd>{m.term_days}</dd></div>
            <div><dt>{t('mining.left')}</dt><dd>{formatCount(m.left)} / {formatCount(m.stock)}</dd></div>
          </dl>
          <ClosedNote reason={m.closed_reason} />
        </section>
        <RentForm machine={m} />
        <HonestCard kind="mining" coverages={[m.coverage]} />
      </>
    );
  }
  return <PageShell title={t('mining.detail_title')} className={styles.page}><div data-testid="mining-detail-page">{body}</div></PageShell>;
}
