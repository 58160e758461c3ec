import type { ContentItem } from '@candor/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../session';
import type { PageResult } from '../../ui/list';
import type { NewsKind } from './model/paths';

export const NEWS_PER_PAGE = 20;

/** A published page in the app's language (the server falls back to English); refetched when the language changes. */
export function useInfoPage(slug: string, enabled = true) {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['content', 'page', slug, lang],
    queryFn: () => api.get(`content/pages/${slug}`, undefined, { silent: true }),
    retry: false,
    enabled,
  });
}

export function useNewsDetail(id: number | null) {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: ['content', 'detail', id, lang],
    queryFn: () => api.get('news/detail', { id: id ?? 0 }, { silent: true }),
    enabled: id !== null,
    retry: false,
  });
}

/** One page of articles or announcements. */
export async function fetchNewsPage(kind: NewsKind, page: number): Promise<PageResult<ContentItem>> {
  const path = kind === 'article' ? 'news/list' : 'news/announcement';
  const answer = path === 'news/list'
    ? await api.get(path, { page, limit: NEWS_PER_PAGE }, { silent: true })
    : await api.get(path, { page, limit: NEWS_PER_PAGE }, { silent: true });
  return { items: answer.items, hasMore: page * NEWS_PER_PAGE < answer.total };
}
