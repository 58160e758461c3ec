import type { ConversationDetail, FaqItem, SupportEvent } from '@candor/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useChannel } from '../../api/live';
import { uploader } from '../../api/upload';
import { useSession } from '../../session';
import { applyEvent } from './model/chat';

const OPEN_KEY = ['support', 'open'] as const;
const UNREAD_KEY = ['support', 'unread'] as const;

export function useFaqCategories() {
  const lang = useSession((s) => s.lang);
  return useQuery({ queryKey: ['support', 'categories', lang], queryFn: () => api.get('help/categories', undefined, { silent: true }) });
}

export function useFaqArticles(categoryId: number | null, q: string) {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['support', 'articles', lang, categoryId, q],
    queryFn: async (): Promise<{ total: number; items: FaqItem[] }> => api.get('help/articles', {
      limit: 100, page: 1, ...(categoryId !== null ? { category_id: categoryId } : {}), ...(q ? { q } : {}),
    }, { silent: true }),
    placeholderData: (previous) => previous,
  });
}

export function useFaqArticle(id: number | null) {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['support', 'article', id, lang],
    queryFn: () => api.get('help/detail', { id: id ?? 0 }, { silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** The user's open conversation (made on first visit), kept current by the live `support` channel. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: OPEN_KEY,
    queryFn: async () => {
      const c = await api.post('support/conversations');
      // Fetching it read the agent's answers: the badge counts again.
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
      return c;
    },
  });
  useChannel('support', (e: SupportEvent) => {
    queryClient.setQueryData<ConversationDetail>(OPEN_KEY, (c) => applyEvent(c, e));
    if (e.status === 'closed') void queryClient.invalidateQueries({ queryKey: ['support', 'list'] });
    // Shown on screen: read now (the server marks it read when the conversation is fetched).
    void api.get(`support/conversations/${e.conversation_id}`, undefined, { silent: true }).then(() => queryClient.invalidateQueries({ queryKey: UNREAD_KEY }));
  });
  return query;
}

/** The user's conversations (the history under the chat). */
export function useConversations() {
  return useQuery({ queryKey: ['support', 'list'], queryFn: () => api.get('support/conversations', undefined, { silent: true }) });
}

/** One earlier conversation, read only. */
export function useConversation(id: number | null) {
  return useQuery({
    queryKey: ['support', 'conversation', id],
    queryFn: () => api.get(`support/conversations/${id ?? 0}`, undefined, { silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

export function useSend(conversationId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; image_id?: number }) => api.post(`support/conversations/${conversationId ?? 0}/messages`, body),
    onSuccess: (m) => queryClient.setQueryData<ConversationDetail>(OPEN_KEY, (c) => (c ? applyEvent(c, { conversation_id: m.conversation_id, status: 'open', message: m, unread: 0 }) : c)),
  });
}

export function useAttach() {
  return useMutation({ mutationFn: (file: File) => uploader.upload('support/attachments', file, { silent: true }) });
}

/** A new conversation after the last one was closed. */
export function useRestart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('support/conversations'),
    onSuccess: (c) => {
      queryClient.setQueryData(OPEN_KEY, c);
      void queryClient.invalidateQueries({ queryKey: ['support', 'list'] });
    },
  });
}

/** A chat image (private: fetched with the session's header). */
export const fetchChatImage = (id: number, signal: AbortSignal): Promise<Blob> => uploader.file(`uploads/${id}`, { silent: true, signal });

/** Support answers the user has not read (the badge on Me), live from the `support` channel. */
export function useSupportUnread(): number {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api.get('support/unread', undefined, { silent: true }),
    enabled: token !== null,
  });
  useChannel(token ? 'support' : null, (e: SupportEvent) => setUnread(queryClient, e.unread));
  return token ? (query.data?.count ?? 0) : 0;
}

const setUnread = (queryClient: QueryClient, count: number) => queryClient.setQueryData(UNREAD_KEY, { count });
