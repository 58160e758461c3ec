import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChevronIcon } from '../../../ui/icons';
import { Loading } from '../../../ui/States';
import { shortenMiddle } from '../../../ui/format/text';
import type { AddressChoice } from '../model/addresses';
import { createPath, pickerPath } from '../paths';
import styles from './withdrawals.module.css';

type Props = { coin: string; network: string; choice: AddressChoice | null; error: string | null };

/**
 * The address the withdrawal pays to, from the book: the chosen entry (a tap opens the picker), "choose one" when
 * there are several, or "Please set the withdraw address first" with the way to add one.
 */
export function AddressSelect({ coin, network, choice, error }: Props) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  let body;
  if (choice === null) {
    body = <Loading />;
  } else if (choice.state === 'none') {
    body = (
      <div className={styles.missing} data-testid="withdraw-address-missing">
        <p>{t('address.missing')}</p>
        <button type="button" className={styles.primary} onClick={() => void navigate(createPath(coin, network))} data-testid="withdraw-add-address">
          {t('address.add')}
        </button>
      </div>
    );
  } else {
    const entry = choice.state === 'chosen' ? choice.entry : null;
    body = (
      <button type="button" className={`${styles.addressRow} ${error ? styles.addressRowInvalid : ''}`} data-testid="withdraw-address"
        data-address-id={entry?.id} onClick={() => void navigate(pickerPath(coin, network, entry?.id))}>
        {entry ? (
          <span className={styles.addressMain}>
            {entry.remark && <span className={styles.addressRemark}>{entry.remark}</span>}
            <span className={`${styles.mono} ${styles.addressText}`}>{shortenMiddle(entry.address, 12, 10)}</span>
          </span>
        ) : (
          <span className={`${styles.addressMain} ${styles.placeholder}`}>{t('address.choose', { n: choice.count })}</span>
        )}
        <ChevronIcon className={styles.chevron} />
      </button>
    );
  }
  return (
    <div>
      <p className={styles.label}>{t('address.label')}</p>
      {body}
      {error && <div className="c-field-error" role="alert">{error}</div>}
    </div>
  );
}
