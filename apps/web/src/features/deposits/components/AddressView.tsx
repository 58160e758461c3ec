import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { CopyIcon, WarningIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import type { DepositAddress } from '../model/coins';
import { copyText } from './copy';
import styles from './deposits.module.css';
import { useQrCode } from './useQrCode';

/** The warning of a trial install's burn address: nobody holds its key, so funds sent there are lost. */
export function SampleBanner() {
  const { t } = useTranslation('deposits');
  return <div className={styles.sample} role="alert" data-testid="deposit-sample"><WarningIcon />{t('address.sample')}</div>;
}

/**
 * The address with its QR code and Copy button and the confirmations. The minimum and step are said once on the page,
 * in the notes (from the shared deposit rule), so two minimum lines can never disagree.
 */
export function AddressView({ address }: { address: DepositAddress }) {
  const { t } = useTranslation('deposits');
  const qr = useQrCode(address.address, address.qr);
  const onCopy = async (): Promise<void> => {
    if (await copyText(address.address)) toast.success(t('address.copied'));
    else toast.error(t('address.copy_failed'));
  };
  return (
    <div data-testid="deposit-address">
      {address.sample && <SampleBanner />}
      <div className={`${styles.qrBox} ${address.sample ? styles.qrDimmed : ''}`}>
        {qr && <img src={qr} alt={t('address.qr', { coin: address.coin, network: address.network })} data-testid="deposit-qr" />}
      </div>
      <span className={styles.addressLabel}>{t('address.label', { coin: address.coin, network: address.network })}</span>
      <div className={styles.addressRow}>
        <p className={styles.address} data-testid="deposit-address-text">{address.address}</p>
        <button type="button" className={styles.copy} onClick={() => void onCopy()} data-testid="deposit-copy"><CopyIcon />{t('address.copy')}</button>
      </div>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{t('address.arrival')}</dt>
          <dd>{t('address.confirmations', { n: address.confirmations })}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Why there is no address: deposits closed, no address configured (the server's words), or no answer at all. */
export function AddressProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('deposits');
  const business = error instanceof ApiError && error.kind === 'server';
  return (
    <div className={styles.problem} data-testid="deposit-address-problem">
      <WarningIcon />
      <span>{business ? error.message : t('address.unavailable')}</span>
      {!business && <button type="button" className={styles.linkBtn} onClick={onRetry}>{t('common:action.retry')}</button>}
    </div>
  );
}
