import { sanitizeBody } from '../content/index.js';

/** A FAQ body as stored and served: the content module's rules (text structure, links, the site's content images). */
export const sanitizeFaq = (html: string): string => sanitizeBody(html);

/** Whether a sanitised body says anything (text or an image). */
export function hasText(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}
