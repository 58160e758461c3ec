import { SUPPORT_CHAT_PATH, supportRoutes as routes } from '@candor/shared';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { readUploadedFile, type UploadsService } from '../uploads/index.js';
import { SUPPORT_ATTACHMENT, type ChatService } from './chat.service.js';
import type { FaqService } from './faq.service.js';

type Deps = { faq: FaqService; chat: ChatService; uploads: UploadsService; sessions: SessionResolver };

/** The help centre (public) and the user's side of the support chat (their own conversations only). */
export function registerSupportUserRoutes(api: Api, s: Deps): void {
  const user = { preHandler: requireUser(s.sessions) };

  serve(api, routes.customerUrl, {}, async () => ({ url: SUPPORT_CHAT_PATH }));
  serve(api, routes.categories, {}, (req) => s.faq.categories(req.lang));
  serve(api, routes.articles, {}, (req) =>
    s.faq.articles(req.lang, { categoryId: req.query.category_id, q: req.query.q }, req.query.limit, (req.query.page - 1) * req.query.limit));
  serve(api, routes.article, {}, (req) => s.faq.article(req.query.id, req.lang));

  serve(api, routes.conversations, user, (req) => s.chat.list(currentUser(req).id));
  serve(api, routes.open, user, (req) => s.chat.open(currentUser(req).id));
  serve(api, routes.conversation, user, (req) => s.chat.read(currentUser(req).id, req.params.id));
  serve(api, routes.send, user, (req) => s.chat.send(currentUser(req).id, req.params.id, req.body));
  serve(api, routes.unread, user, async (req) => ({ count: await s.chat.unreadCount(currentUser(req).id) }));
  serve(api, routes.attach, user, async (req) => {
    const u = await s.uploads.save(currentUser(req).id, SUPPORT_ATTACHMENT, await readUploadedFile(req));
    return { id: u.id, url: `/api/uploads/${u.id}`, mime: u.mime, width: u.width, height: u.height };
  });
}
