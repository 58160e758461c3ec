import type { NotificationEvent, NotificationKind, PriceAlert, UnreadCounts } from '@candor/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useChannel } from '../../api/live';
import { useSession } from '../../session';

const PAGE = 20;
const UNREAD_KEY = ['notifications', 'unread'] as const;
const LIST_KEY = ['notifications', 'list'] as const;
const ALERTS_KEY = ['alerts', 'list'] as const;

const refreshList = (qc: QueryClient) => qc.invalidateQueries({ queryKey: LIST_KEY });

/** The user's notifications of one kind (or all), newest first, twenty at a time. */
export function useNotifications(kind: NotificationKind | null) {
  const lang = useSession((s) => s.lang);
  return useInfiniteQuery({
    queryKey: [...LIST_KEY, kind, lang],
    queryFn: async ({ pageParam }) => {
      const page = await api.get('notifications', { page: pageParam, limit: PAGE, ...(kind ? { kind } : {}) }, { silent: true });
      return { items: page.items, hasMore: pageParam * PAGE < page.total };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
}

/** Unread notifications, kept current by the live `notifications` channel (the badge on Me, the page's counts). */
export function useUnread(): UnreadCounts | undefined {
  const token = useSession((s) => s.token);
  const qc = useQueryClient();
  const query = useQuery({ queryKey: UNREAD_KEY, queryFn: () => api.get('notifications/unread', undefined, { silent: true }), enabled: token !== null });
  useChannel(token ? 'notifications' : null, (e: NotificationEvent) => {
    qc.setQueryData<UnreadCounts>(UNREAD_KEY, (u) => (u ? { total: e.unread, by_kind: { ...u.by_kind, [e.notification.kind]: (u.by_kind[e.notification.kind] ?? 0) + 1 } } : u));
    void refreshList(qc);
    if (e.notification.kind === 'alert') void qc.invalidateQueries({ queryKey: ALERTS_KEY });
  });
  return token ? query.data : undefined;
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`notifications/${id}/read`, undefined, { silent: true }),
    onSuccess: (u) => { qc.setQueryData(UNREAD_KEY, u); void refreshList(qc); },
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: NotificationKind | null) => api.post('notifications/read_all', kind ? { kind } : {}),
    onSuccess: (u) => { qc.setQueryData(UNREAD_KEY, u); void refreshList(qc); },
  });
}

export function useAlerts() {
  return useQuery({ queryKey: ALERTS_KEY, queryFn: () => api.get('alerts', undefined, { silent: true }) });
}

export function useCreateAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { symbol: string; kind: string; value: string }) => api.post('alerts', body),
    onSuccess: (a) => qc.setQueryData<PriceAlert[]>(ALERTS_KEY, (list) => [a, ...(list ?? [])]),
  });
}

export function useAlertAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'pause' | 'resume' | 'delete' }) => {
      if (action === 'delete') await api.post(`alerts/${id}/delete`);
      else await api.post(`alerts/${id}/${action}`);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}
