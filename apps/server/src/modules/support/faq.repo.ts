import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { SupportFaqArticlesTable, SupportFaqCategoriesTable, SupportFaqTextsTable } from './support.tables.js';

export type CategoryRow = Selectable<SupportFaqCategoriesTable>;
export type ArticleRow = Selectable<SupportFaqArticlesTable>;
export type TextRow = Selectable<SupportFaqTextsTable>;
/** A published article's text joined with its article. */
export type ServedText = TextRow & { category_id: number; sort: number; sample: number };

type Executor = Db | Tx;

/** SQL of the FAQ; only the FAQ service calls it. */
export function createFaqRepo(db: Db) {
  const served = () => db.selectFrom('support_faq_texts as t')
    .innerJoin('support_faq_articles as a', 'a.id', 't.article_id')
    .where('a.published', '=', 1)
    .selectAll('t')
    .select(['a.category_id', 'a.sort', 'a.sample']);

  return {
    categories(x: Executor = db): Promise<CategoryRow[]> {
      return x.selectFrom('support_faq_categories').selectAll().orderBy('sort').orderBy('id').execute();
    },
    category(x: Executor, id: number): Promise<CategoryRow | undefined> {
      return x.selectFrom('support_faq_categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertCategory(tx: Tx, row: Insertable<SupportFaqCategoriesTable>): Promise<number> {
      const r = await tx.insertInto('support_faq_categories').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async updateCategory(tx: Tx, id: number, set: Pick<CategoryRow, 'sort' | 'names' | 'updated_at'>): Promise<boolean> {
      const r = await tx.updateTable('support_faq_categories').set(set).where('id', '=', id).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    articles(x: Executor = db): Promise<ArticleRow[]> {
      return x.selectFrom('support_faq_articles').selectAll().orderBy('category_id').orderBy('sort').orderBy('id').execute();
    },
    article(x: Executor, id: number): Promise<ArticleRow | undefined> {
      return x.selectFrom('support_faq_articles').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async insertArticle(tx: Tx, row: Insertable<SupportFaqArticlesTable>): Promise<number> {
      const r = await tx.insertInto('support_faq_articles').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async updateArticle(tx: Tx, id: number, set: Partial<Pick<ArticleRow, 'category_id' | 'sort' | 'published' | 'updated_at'>>): Promise<boolean> {
      const r = await tx.updateTable('support_faq_articles').set(set).where('id', '=', id).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    texts(x: Executor = db): Promise<TextRow[]> {
      return x.selectFrom('support_faq_texts').selectAll().orderBy('article_id').orderBy('lang').execute();
    },
    async saveText(tx: Tx, row: TextRow): Promise<void> {
      await tx.insertInto('support_faq_texts').values(row)
        .onConflict((oc) => oc.columns(['article_id', 'lang']).doUpdateSet({ title: row.title, body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }))
        .execute();
    },
    /** Published texts in the given languages, of one category, one article, or all; in the FAQ's order. */
    servedTexts(langs: readonly string[], f: { categoryId?: number | undefined; articleId?: number | undefined }): Promise<ServedText[]> {
      let query = served().where('t.lang', 'in', langs);
      if (f.categoryId !== undefined) query = query.where('a.category_id', '=', f.categoryId);
      if (f.articleId !== undefined) query = query.where('a.id', '=', f.articleId);
      return query.orderBy('a.category_id').orderBy('a.sort').orderBy('a.id').execute();
    },
  };
}

export type FaqRepo = ReturnType<typeof createFaqRepo>;
