import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { DemoRestricted } from '../../../ui/DemoRestricted';
import { ErrorState } from '../../../ui/States';
import { useDemoMode } from '../queries';

/** The server's demo refusal code ("This Action is Restricted on Demo Account."). */
const DEMO_RESTRICTED_CODE = 1403;

/** A request the server refused, shown in place: demo mode in the kit's demo card, anything else with a retry. */
export function Refusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('c2c');
  const mode = useDemoMode();
  const message = error instanceof ApiError ? error.message : '';
  if (!(error instanceof ApiError && error.code === DEMO_RESTRICTED_CODE)) return <ErrorState description={message} onRetry={onRetry} />;
  const text = {
    title: t('demo.title'), body: message, login: t('demo.login'), register: t('demo.register'), leave: t('demo.switch'), left: t('demo.switched'),
  };
  return <DemoRestricted guest={mode.guest} onLeave={mode.leave} text={text} testId="c2c-demo" leaveTestId="c2c-leave-demo" />;
}
