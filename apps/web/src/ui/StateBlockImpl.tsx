import { Button } from 'antd-mobile';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { ReactNode } from 'react';

/** antd-mobile's empty/error block with its retry button: loaded by States.tsx when a page first shows one. */
export default function StateBlockImpl({ status, title, description, className, retry, children }: {
  status: 'empty' | 'default'; title: ReactNode; description: ReactNode; className: string; retry?: { label: string; onRetry: () => void }; children?: ReactNode;
}) {
  return (
    <ErrorBlock status={status} title={title} description={description} className={className}>
      {retry && <Button color="primary" size="small" onClick={retry.onRetry}>{retry.label}</Button>}
      {children}
    </ErrorBlock>
  );
}
