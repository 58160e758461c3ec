import type { ReactNode } from 'react';
import { PullToRefresh } from '../../../ui/PullToRefresh';

/** Pull-to-refresh for a page that is not a paged list, with the kit's texts. */
export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  return <PullToRefresh onRefresh={onRefresh}>{children}</PullToRefresh>;
}
