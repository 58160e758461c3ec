import { Button, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmptyState({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation('common');
  return <ErrorBlock status="empty" title={title ?? t('state.empty')} description={description ?? ''} className="c-state" />;
}

export function ErrorState({ title, description, onRetry }: { title?: ReactNode; description?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ErrorBlock status="default" title={title ?? t('state.error')} description={description ?? ''} className="c-state">
      {onRetry && <Button color="primary" size="small" onClick={onRetry}>{t('action.retry')}</Button>}
    </ErrorBlock>
  );
}

export { Loading } from './Loading';
