import { Button } from 'antd-mobile';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// antd-mobile's block carries its illustrations (about 10 KB gzip): it loads when a page first shows an empty or failed
// state, not with every page that might. Until it arrives the same title, text and button show without the picture.
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));

export type StateBlockProps = { status: 'empty' | 'default'; title: ReactNode; description: ReactNode; children?: ReactNode; className?: string };

/** antd-mobile's ErrorBlock, loaded on first use (the one way the app shows it). */
export function StateBlock({ status, title, description, children, className = 'c-state' }: StateBlockProps) {
  const plain = (
    <div className={`adm-error-block ${className}`}>
      <div className="adm-error-block-description">
        <div className="adm-error-block-description-title">{title}</div>
        {description && <div className="adm-error-block-description-subtitle">{description}</div>}
      </div>
      {children && <div className="adm-error-block-content">{children}</div>}
    </div>
  );
  return (
    <Suspense fallback={plain}>
      <ErrorBlock status={status} title={title} description={description} className={className}>{children}</ErrorBlock>
    </Suspense>
  );
}

export function EmptyState({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation('common');
  return <StateBlock status="empty" title={title ?? t('state.empty')} description={description ?? ''} />;
}

export function ErrorState({ title, description, onRetry }: { title?: ReactNode; description?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StateBlock status="default" title={title ?? t('state.error')} description={description ?? ''}>
      {onRetry && <Button color="primary" size="small" onClick={onRetry}>{t('action.retry')}</Button>}
    </StateBlock>
  );
}

export { Loading } from './Loading';
