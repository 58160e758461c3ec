import { formatAmount as toDecimal, type Atoms } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatAmount, formatPrice } from '../../../ui/format';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import { DurationLabel } from '../components/TradeForm';
import styles from '../components/options.module.css';
import { ratePercent, utcTime } from '../model/format';
import { agrees, recompute } from '../model/recompute';
import type { Direction, OrderResult, Tick, Verification } from '../model/types';
import { optionInfoPath } from '../paths';
import { useVerification } from '../queries';

type Figures = { result: OrderResult | null; outcome: Direction | null; credited: Atoms | null };

function Ticks({ v }: { v: Verification }) {
  const { t } = useTranslation('options');
  const row = (role: 'open' | 'close', tick: Tick | null) => (
    <tr key={role} data-testid={`verify-tick-${role}`}>
      <td>{t(`verify.tick_${role}`)}</td>
      {tick ? (
        <>
          <td data-testid={`verify-tick-${role}-id`}>{tick.tickId}</td>
          <td>{utcTime(tick.time, true)}</td>
          <td data-testid={`verify-tick-${role}-price`}>{formatPrice(tick.price, v.priceDecimals)}</td>
          <td>{tick.source}</td>
        </>
      ) : <td colSpan={4}>{t(v.status === 'open' ? 'verify.waiting' : 'verify.no_tick')}</td>}
    </tr>
  );
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('verify.ticks')}</h2>
      <table className={styles.table} data-testid="verify-ticks">
        <thead><tr><th /><th>{t('verify.tick_id')}</th><th>{t('verify.time')}</th><th>{t('verify.price')}</th><th>{t('verify.source')}</th></tr></thead>
        <tbody>{row('open', v.openTick)}{row('close', v.closeTick)}</tbody>
      </table>
    </section>
  );
}

function FigureRows({ label, f, coin, testId }: { label: string; f: Figures; coin: string; testId: string }) {
  const { t } = useTranslation('options');
  return (
    <tr data-testid={testId} data-result={f.result ?? ''}>
      <td>{label}</td>
      <td>{f.result === null ? '—' : t(`result.${f.result}`)}</td>
      <td>{f.outcome === null ? '—' : t(`outcome.${f.outcome}`)}</td>
      <td>{f.credited === null ? '—' : `${formatAmount(toDecimal(f.credited), coin)}`}</td>
    </tr>
  );
}

function Body({ v }: { v: Verification }) {
  const { t } = useTranslation('options');
  const mine = recompute(v, Date.now());
  const ok = v.matches && (mine === null || agrees(mine, v));
  return (
    <>
      <section className={styles.section}>
        {v.status === 'open' ? (
          <div className={`${styles.verdict} ${styles.flat}`} data-testid="verify-verdict" data-ok="open">{t('verify.open')}</div>
        ) : (
          <div className={`${styles.verdict} ${ok ? styles.verdictOk : styles.verdictBad}`} data-testid="verify-verdict" data-ok={ok ? '1' : '0'}>
            {t(ok ? 'verify.ok' : 'verify.bad')}
          </div>
        )}
        <dl className={styles.specs} style={{ marginTop: 10 }}>
          <div><dt>{t('verify.order')}</dt><dd>#{v.id} · {v.symbol}{v.mode === 'demo' ? ` · ${t('mode.demo_short')}` : ''}</dd></div>
          <div><dt>{t('verify.direction')}</dt><dd data-testid="verify-direction">{t(`direction.${v.direction}`)}</dd></div>
          <div><dt>{t('verify.duration')}</dt><dd><DurationLabel seconds={v.seconds} /> · {ratePercent(v.rateBps)}</dd></div>
          <div><dt>{t('verify.stake')}</dt><dd>{formatAmount(toDecimal(v.stake), v.coin)} {v.coin}</dd></div>
          <div><dt>{t('order.open_time')}</dt><dd>{utcTime(v.openTime, true)}</dd></div>
          <div><dt>{t('order.close_time')}</dt><dd>{utcTime(v.closeTime, true)}</dd></div>
          <div><dt>{t('verify.deadline')}</dt><dd>{utcTime(v.voidDeadline, true)}</dd></div>
        </dl>
      </section>
      <Ticks v={v} />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('verify.rule')}</h2>
        <ol className={styles.rule}>
          <li>{t('info.rule_open')}</li>
          <li>{t('info.rule_close', { seconds: Math.round((v.voidDeadline - v.closeTime) / 1000) })}</li>
          <li>{t('verify.rule_compare', { size: v.tickSize })}</li>
          <li>{t('info.rule_pay')}</li>
        </ol>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('verify.results')}</h2>
        <table className={styles.table} data-testid="verify-results">
          <thead><tr><th /><th>{t('verify.result')}</th><th>{t('verify.outcome')}</th><th>{t('verify.credited', { coin: v.coin })}</th></tr></thead>
          <tbody>
            <FigureRows label={t('verify.stored')} f={v.stored} coin={v.coin} testId="verify-stored" />
            <FigureRows label={t('verify.server')} f={v.recomputed} coin={v.coin} testId="verify-server" />
            {mine && <FigureRows label={t('verify.browser')} f={mine} coin={v.coin} testId="verify-browser" />}
          </tbody>
        </table>
        <p className={styles.text} style={{ marginTop: 8 }}>{t('verify.script', { path: `/api/option/verify/${v.id}` })}</p>
      </section>
      <Link className={styles.tradeLink} to={optionInfoPath(v.symbol)}>{t('verify.how')}</Link>
    </>
  );
}

/** /pages/option/verify?id=N: anyone can check a settlement: both ticks, the rule, the result recomputed here. */
export default function VerifyPage() {
  const { t } = useTranslation('options');
  const raw = new URLSearchParams(useLocation().search).get('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const query = useVerification(id);
  let body;
  if (id === null) body = <p className={styles.missing}>{t('verify.bad_id')}</p>;
  else if (query.isPending) body = <Loading />;
  else if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} />;
  else body = <Body v={query.data} />;
  return <PageShell title={t('verify.title', { id: raw })} className={styles.page}><div data-testid="option-verify-page">{body}</div></PageShell>;
}
