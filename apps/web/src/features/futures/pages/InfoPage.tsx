import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Countdown } from '../../../ui/Countdown';
import { formatAmount, groupThousands } from '../../../ui/format';
import { Loading } from '../../../ui/Loading';
import { PageShell } from '../../../ui/PageShell';
import { ErrorState } from '../../../ui/States';
import styles from '../components/futures.module.css';
import { contractOf, normalizeSymbol, type Contract } from '../model/contract';
import { bpsPercent, ppmPercent } from '../model/format';
import type { FundingView } from '../model/funding';
import { leverPath } from '../paths';
import { useContracts } from '../queries';

function Specs({ c }: { c: Contract }) {
  const { t } = useTranslation('futures');
  const tick = `0.${'0'.repeat(Math.max(0, c.priceDecimals - 1))}1`;
  return (
    <section className={styles.section} data-testid="lever-specs">
      <h2 className={styles.sectionTitle}>{t('page_info.specs')}</h2>
      <dl className={styles.specs}>
        <div><dt>{t('page_info.contract')}</dt><dd>{t('title', { symbol: c.symbol })}</dd></div>
        <div><dt>{t('page_info.contract_size')}</dt><dd data-testid="lever-spec-size">{c.contractSize} {c.base}</dd></div>
        <div><dt>{t('page_info.price_tick')}</dt><dd>{c.priceDecimals === 0 ? '1' : tick} {c.quote}</dd></div>
        <div><dt>{t('page_info.leverage')}</dt><dd>{c.leverages.map((l) => `${l}x`).join(' · ')}</dd></div>
        <div><dt>{t('page_info.maker_fee')}</dt><dd>{bpsPercent(c.makerFeeBps)}</dd></div>
        <div><dt>{t('page_info.taker_fee')}</dt><dd>{bpsPercent(c.takerFeeBps)}</dd></div>
        <div><dt>{t('page_info.max_position')}</dt><dd>{t('page_info.lots', { lots: groupThousands(String(c.maxLots)) })}</dd></div>
        <div><dt>{t('page_info.oi_cap')}</dt><dd>{t('page_info.lots', { lots: groupThousands(String(c.oiCapLots)) })}</dd></div>
        <div>
          <dt>{t('page_info.mmr')}</dt>
          <dd>
            {c.tiers.map((tier) => (
              <div key={tier.maxNotional ?? 'last'}>
                {tier.maxNotional === null ? t('page_info.tier_last', { rate: bpsPercent(tier.rateBps) }) : t('page_info.tier', { value: formatAmount(tier.maxNotional, 'USDT'), rate: bpsPercent(tier.rateBps) })}
              </div>
            ))}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Funding({ funding }: { funding: FundingView | null }) {
  const { t } = useTranslation('futures');
  return (
    <section className={styles.section} data-testid="lever-funding-info">
      <h2 className={styles.sectionTitle}>{t('page_info.funding')}</h2>
      <p className={styles.text}>{t('page_info.funding_text', { hours: funding ? funding.intervalMs / 3_600_000 : 8 })}</p>
      <p className={styles.formula}>{t('page_info.funding_formula')}</p>
      {funding && (
        <dl className={styles.specs}>
          <div><dt>{t('page_info.factor')}</dt><dd>{ppmPercent(funding.factorPpm)}</dd></div>
          <div><dt>{t('page_info.exponent')}</dt><dd>{funding.exponent}</dd></div>
          <div><dt>{t('page_info.cap')}</dt><dd>{ppmPercent(funding.capPpm)}</dd></div>
          <div><dt>{t('page_info.longs')}</dt><dd>{t('page_info.lots', { lots: groupThousands(String(funding.longLots)) })}</dd></div>
          <div><dt>{t('page_info.shorts')}</dt><dd>{t('page_info.lots', { lots: groupThousands(String(funding.shortLots)) })}</dd></div>
          <div><dt>{t('page_info.next_rate')}</dt><dd data-testid="lever-info-rate">{ppmPercent(funding.ratePpm)} · {t(funding.payer === null ? 'strip.balanced' : funding.payer === 'long' ? 'strip.longs_pay' : 'strip.shorts_pay')}</dd></div>
          <div><dt>{t('page_info.next_funding')}</dt><dd><Countdown until={funding.nextAt} /></dd></div>
        </dl>
      )}
      <p className={styles.text} style={{ marginTop: 8 }}>{t('page_info.platform')}</p>
    </section>
  );
}

function Insurance({ balance }: { balance: string }) {
  const { t } = useTranslation('futures');
  return (
    <section className={styles.section} data-testid="lever-insurance">
      <h2 className={styles.sectionTitle}>{t('page_info.insurance')}</h2>
      <p className={styles.text}>{t('page_info.insurance_text')}</p>
      <dl className={styles.specs}>
        <div><dt>{t('page_info.insurance_balance')}</dt><dd data-testid="lever-insurance-balance">{`${formatAmount(balance, 'USDT')} USDT`}</dd></div>
      </dl>
      <h2 className={styles.sectionTitle} style={{ marginTop: 12 }}>{t('page_info.liquidation')}</h2>
      <p className={styles.text}>{t('page_info.liquidation_text')}</p>
    </section>
  );
}

/** /pages/lever/info?symbol=BTC/USDT: the contract's specifications, the funding formula, the insurance fund. */
export default function InfoPage() {
  const { t } = useTranslation('futures');
  const symbol = normalizeSymbol(new URLSearchParams(useLocation().search).get('symbol'));
  const contracts = useContracts();
  const contract = contracts.data ? contractOf(contracts.data.contracts, symbol) : undefined;
  let body;
  if (contracts.isPending) body = <Loading />;
  else if (contracts.isError) body = <ErrorState onRetry={() => void contracts.refetch()} />;
  else if (!contract || !contracts.data) body = <p className={styles.missing}>{t('not_found', { symbol })}</p>;
  else {
    body = (
      <>
        <Specs c={contract} />
        <Funding funding={contracts.data.funding.get(contract.symbol) ?? null} />
        <Insurance balance={contracts.data.insuranceFund} />
        <Link className={styles.tradeLink} to={leverPath(contract.symbol)} data-testid="lever-info-trade">{t('page_info.trade', { symbol: contract.symbol })}</Link>
      </>
    );
  }
  return <PageShell title={t('page_info.title')} className={styles.page}><div data-testid="lever-info-page">{body}</div></PageShell>;
}
