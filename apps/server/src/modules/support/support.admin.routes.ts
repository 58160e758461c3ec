import { supportRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { Agent, ChatService } from './chat.service.js';
import type { FaqService } from './faq.service.js';
import type { SupportDesk } from './support.desk.js';

type Deps = { faq: FaqService; chat: ChatService; desk: SupportDesk; admin: AdminService };

/** The support inbox (resource support_chat) and the FAQ editor (resource support_faq); every write is audited. */
export function registerSupportAdminRoutes(api: Api, s: Deps): void {
  const chat = { preValidation: requireAdmin(s.admin, { resource: 'support_chat' }) };
  const faq = { preValidation: requireAdmin(s.admin, { resource: 'support_faq' }) };
  const agentOf = (req: FastifyRequest): Agent => {
    const a = currentAdmin(req);
    return { id: a.id, name: a.username };
  };
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);

  serve(api, routes.inbox, chat, async (req) => {
    const page = await s.chat.inbox(req.query.box, currentAdmin(req).id, req.query.limit, (req.query.page - 1) * req.query.limit);
    return { total: page.total, items: await s.desk.named(page.items) };
  });
  // Not audited per read: the screen re-reads every few seconds. Taking, answering and closing are.
  serve(api, routes.agentConversation, chat, (req) => s.desk.detail(currentAdmin(req).id, req.params.id));
  serve(api, routes.take, chat, async (req) => {
    await s.chat.take(agentOf(req), req.params.id);
    await audit(req, 'support.take', `support_conversation:${req.params.id}`, {});
    return s.desk.detail(currentAdmin(req).id, req.params.id);
  });
  serve(api, routes.answer, chat, async (req) => {
    const m = await s.chat.answer(agentOf(req), req.params.id, req.body.text);
    await audit(req, 'support.answer', `support_conversation:${req.params.id}`, { message_id: m.id });
    return m;
  });
  serve(api, routes.close, chat, async (req) => {
    await s.chat.close(agentOf(req), req.params.id);
    await audit(req, 'support.close', `support_conversation:${req.params.id}`, {});
    return s.desk.detail(currentAdmin(req).id, req.params.id);
  });

  serve(api, routes.faq, faq, () => s.faq.all());
  serve(api, routes.createCategory, faq, async (req) => {
    const id = await s.faq.createCategory(req.body);
    await audit(req, 'support.faq.category', `support_faq_category:${id}`, { created: true, sort: req.body.sort, names: req.body.names });
    return s.faq.all();
  });
  serve(api, routes.updateCategory, faq, async (req) => {
    await s.faq.updateCategory(req.params.id, req.body);
    await audit(req, 'support.faq.category', `support_faq_category:${req.params.id}`, { sort: req.body.sort, names: req.body.names });
    return s.faq.all();
  });
  serve(api, routes.createArticle, faq, async (req) => {
    const id = await s.faq.createArticle(req.body);
    await audit(req, 'support.faq.article', `support_faq_article:${id}`, { created: true, ...req.body });
    return s.faq.all();
  });
  serve(api, routes.updateArticle, faq, async (req) => {
    await s.faq.updateArticle(req.params.id, req.body);
    await audit(req, 'support.faq.article', `support_faq_article:${req.params.id}`, { ...req.body });
    return s.faq.all();
  });
  serve(api, routes.saveText, faq, async (req) => {
    await s.faq.saveText(req.params.id, req.body, currentAdmin(req).id);
    await audit(req, 'support.faq.text', `support_faq_article:${req.params.id}`, { lang: req.body.lang, title: req.body.title });
    return s.faq.all();
  });
}
