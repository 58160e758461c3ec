import { AppError } from '../../platform/http/errors.js';
import { MAX_UPLOAD_BYTES } from './image.js';

export type CleanPdf = { data: Buffer; kind: 'pdf'; mime: 'application/pdf'; ext: 'pdf'; width: 0; height: 0 };

/**
 * Active content a document for a reviewer has no use for: scripts, actions run on opening, launches, embedded files,
 * forms. A PDF naming any of them is refused rather than cleaned (no PDF rewriter is shipped).
 */
const ACTIVE = /\/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|AcroForm|SubmitForm|ImportData|GoToR|URI)\b/;

/**
 * Checks that the bytes are a PDF (the header at the start, an end-of-file marker near the end) without active
 * content. The bytes are stored as they came; the routes serve them with a sandboxing content policy.
 */
export function checkPdf(buf: Buffer): CleanPdf {
  if (buf.length === 0) throw new AppError('upload_failed');
  if (buf.length > MAX_UPLOAD_BYTES) throw new AppError('upload_too_large', { max: MAX_UPLOAD_BYTES / 1024 / 1024 });
  if (buf.toString('latin1', 0, 5) !== '%PDF-') throw new AppError('upload_failed');
  const tail = buf.toString('latin1', Math.max(0, buf.length - 1024));
  if (!tail.includes('%%EOF')) throw new AppError('upload_failed');
  if (ACTIVE.test(buf.toString('latin1'))) throw new AppError('upload_failed');
  return { data: buf, kind: 'pdf', mime: 'application/pdf', ext: 'pdf', width: 0, height: 0 };
}

export const isPdf = (buf: Buffer): boolean => buf.toString('latin1', 0, 5) === '%PDF-';
