import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { DemoRestricted } from '../../../ui/DemoRestricted';
import { ErrorState } from '../../../ui/States';
import { DEMO_RESTRICTED_CODE } from '../model/errors';
import { useDemoMode } from '../queries';

/**
 * A request the server refused, shown in place of the page. Demo mode is refused with the server's own message
 * ("This Action is Restricted on Demo Account."), shown in the kit's demo card; anything else shows its message
 * with a retry.
 */
export function Refusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('withdrawals');
  const mode = useDemoMode();
  const message = error instanceof ApiError ? error.message : '';
  if (!(error instanceof ApiError && error.code === DEMO_RESTRICTED_CODE)) return <ErrorState description={message} onRetry={onRetry} />;
  const text = {
    title: t('demo.title'), body: message, login: t('demo.login'), register: t('demo.register'), leave: t('demo.switch'), left: t('demo.switched'),
  };
  return <DemoRestricted guest={mode.guest} onLeave={mode.leave} text={text} testId="withdraw-demo" leaveTestId="withdraw-leave-demo" />;
}
