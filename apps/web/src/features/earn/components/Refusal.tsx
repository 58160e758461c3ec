import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ErrorState, Loading } from '../../../ui/States';
import { useDemoMode } from '../../demo/queries';

// The demo card loads when a read is refused in demo mode: the earn pages' first load is not held to it.
const DemoRestricted = lazy(() => import('../../../ui/DemoRestricted').then((m) => ({ default: m.DemoRestricted })));

/** The server's demo refusal code ("This Action is Restricted on Demo Account."). */
export const DEMO_RESTRICTED_CODE = 1403;

export const isDemoRefusal = (error: unknown): boolean => error instanceof ApiError && error.code === DEMO_RESTRICTED_CODE;

/** A read the server refused, in place of the page's part: demo mode in the kit's demo card, anything else with a retry. */
export function Refusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('earn');
  const mode = useDemoMode();
  const message = error instanceof ApiError ? error.message : '';
  if (!isDemoRefusal(error)) return <ErrorState description={message} onRetry={onRetry} />;
  const text = {
    title: t('demo.title'), body: message, login: t('demo.login'), register: t('demo.register'), leave: t('demo.switch'), left: t('demo.switched'),
  };
  return (
    <Suspense fallback={<Loading />}>
      <DemoRestricted guest={mode.guest} onLeave={mode.leave} text={text} testId="earn-demo" leaveTestId="earn-leave-demo" />
    </Suspense>
  );
}
