import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/errors.js';
import { MAX_UPLOAD_BYTES } from './image.js';

const tooLarge = () => new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });

/**
 * The bytes of the one file of a multipart request (any field name), at most MAX_UPLOAD_BYTES. A request that is
 * not multipart, has no file or is malformed answers upload_failed; a larger file answers upload_too_large (413).
 * The file's name and declared type are not looked at: the content decides (image.ts).
 */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('upload_failed');
  try {
    const part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
    if (!part) throw new AppError('upload_failed');
    const data = await part.toBuffer();
    if (part.file.truncated || data.length > MAX_UPLOAD_BYTES) throw tooLarge();
    return data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Busboy's complaints about a broken body (no boundary, cut short, too many parts) are the client's.
    throw new AppError('upload_failed');
  }
}
