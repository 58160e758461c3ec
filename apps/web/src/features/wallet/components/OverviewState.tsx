import type { ReactNode } from 'react';
import { ErrorState, Loading } from '../../../ui/States';
import type { Overview } from '../model/overview';
import { useOverview } from '../queries';
import { Refreshable } from './Refreshable';

/**
 * The overview's three states for a page built on it: a spinner, an error with retry, or the page's content, all
 * under pull-to-refresh.
 */
export function OverviewState({ children }: { children: (overview: Overview) => ReactNode }) {
  const overview = useOverview();
  let body: ReactNode;
  if (overview.isPending) body = <Loading />;
  else if (overview.isError) body = <ErrorState description={overview.error.message} onRetry={() => void overview.refetch()} />;
  else body = children(overview.data);
  return <Refreshable onRefresh={() => overview.refetch()}>{body}</Refreshable>;
}
