import { LANGS } from '@candor/shared';
import type { ContentService } from '../content/index.js';
import { LINKS } from './notifications.texts.js';
import type { NotificationsService } from './notifications.service.js';
import { EVERYONE } from './notifications.tables.js';

const NEWEST = 20;

/**
 * The announcements job: each newly published announcement becomes one notification for everyone (read per user),
 * with its title in every language it has (English otherwise). Idempotent: an announcement is recorded once.
 */
export async function recordAnnouncements(n: NotificationsService, content: Pick<ContentService, 'list'>): Promise<number> {
  const newest = (await content.list('announcement', 'en', NEWEST, 0)).items;
  const known = await n.repo.everyoneSources(newest.map((a) => `announcement:${a.id}`));
  const fresh = newest.filter((a) => !known.has(`announcement:${a.id}`));
  if (fresh.length === 0) return 0;
  const titles = new Map<number, Record<string, string>>(fresh.map((a) => [a.id, { title_en: a.title }]));
  for (const lang of LANGS) {
    if (lang === 'en') continue;
    for (const a of (await content.list('announcement', lang, NEWEST, 0)).items) {
      const t = titles.get(a.id);
      if (t && a.lang === lang) t[`title_${lang}`] = a.title;
    }
  }
  let recorded = 0;
  for (const a of [...fresh].reverse()) {
    const id = await n.repo.insert({
      user_id: EVERYONE, kind: 'announcement', text_key: 'n_announcement', params: JSON.stringify(titles.get(a.id) ?? {}),
      link: `${LINKS.notice}?id=${a.id}`, source: `announcement:${a.id}`, created_at: a.published_at,
    });
    if (id !== null) recorded++;
  }
  return recorded;
}
