import type { FaqAdmin, FaqArticle, FaqCategory, FaqItem, Lang } from '@candor/shared';
import { DEFAULT_LANG } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/errors.js';
import { hasText, sanitizeFaq } from './faq.sanitize.js';
import { createFaqRepo, type FaqRepo, type ServedText } from './faq.repo.js';

export type CategoryInput = { sort: number; names: Partial<Record<Lang, string>> };
export type ArticleInput = { category_id: number; sort: number; published: boolean };
export type TextInput = { lang: Lang; title: string; body: string };
/** Who wrote it: an admin, or the install's sample seed (null). */
export type Author = number | null;

const parseNames = (json: string): Record<string, string> => {
  const v: unknown = JSON.parse(json);
  return v && typeof v === 'object' ? (v as Record<string, string>) : {};
};
const nameIn = (names: Record<string, string>, lang: Lang) => names[lang]?.trim() || names[DEFAULT_LANG] || '';
/** Plain text of a body, for the search. */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');

/** Per article, the text of the asked language, else English's. */
function pick(rows: readonly ServedText[], lang: Lang): ServedText[] {
  const by = new Map<number, ServedText>();
  for (const r of rows) {
    const id = Number(r.article_id);
    const had = by.get(id);
    if (!had || (had.lang !== lang && r.lang === lang)) by.set(id, r);
  }
  return [...by.values()];
}

const itemOf = (r: ServedText): FaqItem => ({
  id: Number(r.article_id), category_id: Number(r.category_id), lang: r.lang as Lang, title: r.title, sample: r.sample === 1, updated_at: Number(r.updated_at),
});

/**
 * The help centre's FAQ: categories and articles, a text per language, English the fallback. Users see only published
 * articles; the back office edits them (bodies sanitised like content's). Nothing here touches money.
 */
export class FaqService {
  readonly repo: FaqRepo;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly transactions: Transactions) {
    this.repo = createFaqRepo(db);
  }

  async categories(lang: Lang): Promise<FaqCategory[]> {
    const [cats, texts] = await Promise.all([this.repo.categories(), this.repo.servedTexts([lang, DEFAULT_LANG], {})]);
    const counts = new Map<number, number>();
    for (const t of pick(texts, lang)) counts.set(Number(t.category_id), (counts.get(Number(t.category_id)) ?? 0) + 1);
    return cats.map((c) => ({ id: Number(c.id), name: nameIn(parseNames(c.names), lang), sort: c.sort, articles: counts.get(Number(c.id)) ?? 0 }));
  }

  /** Published articles of a category or all, filtered by a search in the served text or English's. */
  async articles(lang: Lang, f: { categoryId?: number | undefined; q?: string | undefined }, limit: number, offset: number): Promise<{ total: number; items: FaqItem[] }> {
    const rows = await this.repo.servedTexts([lang, DEFAULT_LANG], { categoryId: f.categoryId });
    let chosen = pick(rows, lang);
    const q = f.q?.trim().toLowerCase();
    if (q) {
      const words = q.split(/\s+/);
      const matches = (r: ServedText) => {
        const hay = `${r.title} ${plain(r.body)}`.toLowerCase();
        return words.every((w) => hay.includes(w));
      };
      const hit = new Set(rows.filter(matches).map((r) => Number(r.article_id)));
      chosen = chosen.filter((r) => hit.has(Number(r.article_id)));
    }
    return { total: chosen.length, items: chosen.slice(offset, offset + limit).map(itemOf) };
  }

  async article(id: number, lang: Lang): Promise<FaqArticle> {
    const [row] = pick(await this.repo.servedTexts([lang, DEFAULT_LANG], { articleId: id }), lang);
    if (!row) throw new AppError('support_not_found');
    return { ...itemOf(row), body: row.body };
  }

  // ---- the back office ----

  async all(): Promise<FaqAdmin> {
    const [cats, arts, texts] = await Promise.all([this.repo.categories(), this.repo.articles(), this.repo.texts()]);
    return {
      categories: cats.map((c) => ({ id: Number(c.id), sort: c.sort, names: parseNames(c.names), sample: c.sample === 1 })),
      articles: arts.map((a) => ({
        id: Number(a.id), category_id: Number(a.category_id), sort: a.sort, published: a.published === 1, sample: a.sample === 1,
        updated_at: Number(a.updated_at),
        texts: texts.filter((t) => Number(t.article_id) === Number(a.id)).map((t) => ({
          lang: t.lang as Lang, title: t.title, body: t.body, updated_at: Number(t.updated_at), updated_by: t.updated_by === null ? null : Number(t.updated_by),
        })),
      })),
    };
  }

  async createCategory(input: CategoryInput, sample = false): Promise<number> {
    const now = this.clock.now();
    return this.transactions.run((tx) => this.repo.insertCategory(tx, {
      sort: input.sort, names: JSON.stringify(cleanNames(input.names)), sample: sample ? 1 : 0, created_at: now, updated_at: now,
    }));
  }

  async updateCategory(id: number, input: CategoryInput): Promise<void> {
    const done = await this.transactions.run((tx) => this.repo.updateCategory(tx, id, {
      sort: input.sort, names: JSON.stringify(cleanNames(input.names)), updated_at: this.clock.now(),
    }));
    if (!done) throw new AppError('support_not_found');
  }

  async createArticle(input: ArticleInput, sample = false): Promise<number> {
    const now = this.clock.now();
    return this.transactions.run(async (tx) => {
      if (!(await this.repo.category(tx, input.category_id))) throw new AppError('support_faq_category_missing');
      return this.repo.insertArticle(tx, {
        category_id: input.category_id, sort: input.sort, published: input.published ? 1 : 0, sample: sample ? 1 : 0, created_at: now, updated_at: now,
      });
    });
  }

  async updateArticle(id: number, input: ArticleInput): Promise<void> {
    await this.transactions.run(async (tx) => {
      if (!(await this.repo.category(tx, input.category_id))) throw new AppError('support_faq_category_missing');
      const done = await this.repo.updateArticle(tx, id, {
        category_id: input.category_id, sort: input.sort, published: input.published ? 1 : 0, updated_at: this.clock.now(),
      });
      if (!done) throw new AppError('support_not_found');
    });
  }

  /** Saves one language of an article; the body is sanitised first and must still say something. */
  async saveText(id: number, input: TextInput, by: Author): Promise<void> {
    const body = sanitizeFaq(input.body);
    if (!hasText(body)) throw new AppError('support_faq_empty');
    const now = this.clock.now();
    await this.transactions.run(async (tx) => {
      if (!(await this.repo.article(tx, id))) throw new AppError('support_not_found');
      await this.repo.saveText(tx, { article_id: id, lang: input.lang, title: input.title.trim(), body, updated_by: by, updated_at: now });
      await this.repo.updateArticle(tx, id, { updated_at: now });
    });
  }
}

function cleanNames(names: Partial<Record<Lang, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([k, v]) => [k, (v ?? '').trim()]).filter(([, v]) => v !== ''));
}
