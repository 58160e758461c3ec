import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../notifications.module.css';
import { currentSubscription, disablePush, enablePush, pushSupported } from '../push';

type State = 'unsupported' | 'denied' | 'off' | 'on';

/** Web push for this device: the permission prompt opens only from the button's click. */
export function PushCard() {
  const { t } = useTranslation('notifications');
  const [state, setState] = useState<State>(() => (!pushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'off'));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (state !== 'off') return;
    void currentSubscription().then((s) => { if (s && Notification.permission === 'granted') setState('on'); }, () => undefined);
  }, [state]);

  const toggle = async (): Promise<void> => {
    setBusy(true);
    try {
      if (state === 'on') {
        await disablePush();
        setState('off');
      } else {
        const answer = await enablePush();
        setState(answer === 'granted' ? 'on' : answer === 'unsupported' ? 'unsupported' : answer === 'denied' ? 'denied' : 'off');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} data-testid="push-card" data-state={state}>
      <span className={styles.title}>{t('push.title')}</span>
      <span className={styles.muted}>{t(state === 'unsupported' ? 'push.unsupported' : state === 'denied' ? 'push.denied' : state === 'on' ? 'push.enabled' : 'push.text')}</span>
      {(state === 'off' || state === 'on') && (
        <Button size="small" color={state === 'on' ? 'default' : 'primary'} loading={busy} onClick={() => void toggle()} data-testid="push-toggle">
          {t(state === 'on' ? 'push.off' : 'push.on')}
        </Button>
      )}
    </section>
  );
}
