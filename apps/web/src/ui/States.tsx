import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// antd-mobile's block carries its illustrations (about 10 KB gzip) and its button antd's shared code: they load when a
// page first shows an empty or failed state, not with every page that might. Until then the same title, text and
// button show without the picture.
const StateBlockImpl = lazy(() => import('./StateBlockImpl'));

export type StateBlockProps = {
  status: 'empty' | 'default'; title: ReactNode; description: ReactNode; className?: string;
  /** A block with a retry button (the error state). */
  retry?: { label: string; onRetry: () => void };
  /** Anything else under the text (the not-found page's buttons). */
  children?: ReactNode;
};

/** antd-mobile's ErrorBlock, loaded on first use (the one way the app shows it). */
export function StateBlock({ status, title, description, retry, children, className = 'c-state' }: StateBlockProps) {
  const plain = (
    <div className={`adm-error-block ${className}`}>
      <div className="adm-error-block-description">
        <div className="adm-error-block-description-title">{title}</div>
        {description && <div className="adm-error-block-description-subtitle">{description}</div>}
      </div>
      {(retry ?? children) && (
        <div className="adm-error-block-content">
          {retry && <button type="button" className="c-btn c-btn-primary" onClick={retry.onRetry}>{retry.label}</button>}
          {children}
        </div>
      )}
    </div>
  );
  return (
    <Suspense fallback={plain}>
      <StateBlockImpl status={status} title={title} description={description} className={className} retry={retry}>{children}</StateBlockImpl>
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
    <StateBlock status="default" title={title ?? t('state.error')} description={description ?? ''}
      retry={onRetry ? { label: t('action.retry'), onRetry } : undefined} />
  );
}

export { Loading } from './Loading';
