import { contentRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { ContentService } from './content.service.js';

/** Users' reads (public): pages by slug, news and announcements, in the `lang` header's language, else English. */
export function registerContentUserRoutes(api: Api, s: { content: ContentService }): void {
  serve(api, routes.page, {}, (req) => s.content.page(req.params.slug, req.lang));
  serve(api, routes.news, {}, (req) =>
    s.content.list('article', req.lang, req.query.limit, (req.query.page - 1) * req.query.limit));
  serve(api, routes.announcements, {}, (req) =>
    s.content.list('announcement', req.lang, req.query.limit, (req.query.page - 1) * req.query.limit));
  serve(api, routes.detail, {}, (req) => s.content.detail(req.query.id, req.lang));
  // Public by design (they illustrate published texts); an id never changes its bytes, so caches may keep it.
  serve(api, routes.image, {}, async (req, reply) => {
    const image = await s.content.images.open(req.params.id);
    return reply.header('content-type', image.mime).header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff').header('content-disposition', 'inline').send(image.data);
  });
}
