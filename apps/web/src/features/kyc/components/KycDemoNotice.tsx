import { useTranslation } from 'react-i18next';
import { DemoRestricted } from '../../../ui/DemoRestricted';
import { useDemoMode } from '../queries';

/** Verification is about the real person behind the real account: demo mode cannot submit it (the kit's demo card). */
export function KycDemoNotice() {
  const { t } = useTranslation('kyc');
  const mode = useDemoMode();
  const text = {
    title: t('demo.title'), body: t(mode.guest ? 'demo.guest_text' : 'demo.text'), login: t('demo.login'), register: t('demo.register'),
    leave: t('demo.switch'), left: t('demo.switched'),
  };
  return <DemoRestricted guest={mode.guest} onLeave={mode.leave} text={text} testId="kyc-demo" leaveTestId="kyc-leave-demo" />;
}
