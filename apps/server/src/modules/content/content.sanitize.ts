import sanitizeHtml from 'sanitize-html';
import { IMAGE_PATH } from './content.images.js';

/**
 * The HTML the editor may keep: text structure, links, tables and images. Scripts, styles, event handlers, iframes
 * and every scheme but http(s) and mailto go (images: only the site's content images, never data:, javascript: or another host).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  // An image shows only from the site's own content images (the app's CSP allows no other host, and no third party
  // learns who reads what); any other src goes, and the img with it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_PATH.test(frame.attribs['src'] ?? ''),
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Every link leaves in a new tab without handing the opener over.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** The body as it is stored and served: only the markup above survives. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether a sanitised body says anything (text or an image). */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
