import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/Countdown';
import { ppmPercent } from '../model/format';
import type { FundingView } from '../model/funding';
import styles from './futures.module.css';

/** The funding rate published for the next payment, who pays it, and the time left (shown in advance, issue #13). */
export function FundingLine({ funding }: { funding: FundingView | null }) {
  const { t } = useTranslation('futures');
  let payer = '';
  if (funding) payer = funding.payer === null ? t('strip.balanced') : t(funding.payer === 'long' ? 'strip.longs_pay' : 'strip.shorts_pay');
  return (
    <dl className={styles.funding} data-testid="lever-funding">
      <dt>{t('strip.funding')}</dt>
      <dd>
        <span data-testid="lever-funding-rate">{funding === null ? '—' : ppmPercent(funding.ratePpm)}</span>
        {' / '}
        {funding === null ? '—' : <Countdown until={funding.nextAt} />}
      </dd>
      {funding && <dd className={styles.modeTag}>{payer}</dd>}
    </dl>
  );
}
