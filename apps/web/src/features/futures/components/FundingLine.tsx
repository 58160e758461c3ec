import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/Countdown';
import { ratePercent } from '../model/format';
import type { FundingView } from '../model/funding';
import styles from './futures.module.css';

/** The funding rate published for the next payment and the time left until it (shown in advance, issue #13). */
export function FundingLine({ funding }: { funding: FundingView | null }) {
  const { t } = useTranslation('futures');
  return (
    <dl className={styles.funding} data-testid="lever-funding">
      <dt>{t('strip.funding')}</dt>
      <dd>
        <span data-testid="lever-funding-rate">{funding === null ? '—' : ratePercent(funding.rate)}</span>
        {' / '}
        {funding === null ? '—' : <Countdown until={funding.nextAt} />}
      </dd>
    </dl>
  );
}
