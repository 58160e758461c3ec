import { useTranslation } from 'react-i18next';
import { DemoRestricted } from '../../../ui/DemoRestricted';
import { useDemoMode } from '../queries';

/** Deposits move real money, so demo mode cannot make them: the kit's demo card, in the deposit pages' words. */
export function DemoNotice() {
  const { t } = useTranslation('deposits');
  const mode = useDemoMode();
  const text = {
    title: t('demo.title'), body: t(mode.guest ? 'demo.guest_text' : 'demo.text'), login: t('demo.login'), register: t('demo.register'),
    leave: t('demo.switch'), left: t('demo.switched'),
  };
  return <DemoRestricted guest={mode.guest} onLeave={mode.leave} text={text} testId="deposit-demo" leaveTestId="deposit-leave-demo" />;
}
