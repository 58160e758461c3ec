import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REGISTER_PATH } from '../../../app/paths';
import { useDemoMode } from '../queries';
import styles from './wallet.module.css';

/** Demo accounts have no deposits or withdrawals: say so, and offer the way to the real account. */
export function DemoRecordsNotice() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const mode = useDemoMode();
  return (
    <div className={styles.notice} data-testid="records-demo-notice">
      <div>{t('demo.records')}</div>
      {mode.guest
        ? <Button size="small" color="warning" fill="outline" onClick={() => void navigate(REGISTER_PATH)}>{t('demo.register')}</Button>
        : <Button size="small" color="warning" fill="outline" data-testid="records-leave-demo" onClick={mode.leave}>{t('demo.switch')}</Button>}
    </div>
  );
}
