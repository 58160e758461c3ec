import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { cleanImage } from '../uploads/index.js';
import type { ContentImagesTable } from './content.tables.js';

export type ContentImage = Omit<Selectable<ContentImagesTable>, 'data'> & { url: string };
export type OpenedImage = { mime: string; data: Buffer };

/** Where a content image is served; the sanitiser lets an img point here or to an https address, nowhere else. */
export const imageUrl = (id: number): string => `/api/content/images/${id}`;
export const IMAGE_PATH = /^\/api\/content\/images\/[1-9]\d{0,15}$/;

/**
 * The editor's images: checked by content and re-encoded (metadata and appended bytes gone) by the uploads module's
 * cleaner, kept in the database, public by design (they illustrate published texts).
 */
export class ContentImages {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async save(file: Buffer, by: number): Promise<ContentImage> {
    const image = await cleanImage(file);
    const row = { mime: image.mime, width: image.width, height: image.height, size_bytes: image.data.length, created_by: by, created_at: this.clock.now() };
    const { id } = await this.db.insertInto('content_images').values({ ...row, data: image.data }).returning('id').executeTakeFirstOrThrow();
    return { id: Number(id), ...row, url: imageUrl(Number(id)) };
  }

  async open(id: number): Promise<OpenedImage> {
    const row = await this.db.selectFrom('content_images').select(['mime', 'data']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('content_not_found');
    return { mime: row.mime, data: Buffer.from(row.data) };
  }
}
