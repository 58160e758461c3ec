import type { AgentConversation, AgentConversationDetail, FaqAdmin, InboxBox, Lang, SupportMessage } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

/** The sections' own pages read the API themselves; react-admin's list machinery is not used. */
export const chatData: ResourceData = {};
export const faqData: ResourceData = {};

const C = 'admin/support/conversations';

export const inbox = (box: InboxBox): Promise<{ total: number; items: AgentConversation[] }> => apiCall('GET', C, { query: { box, page: 1, limit: 100 } });
export const conversation = (id: number): Promise<AgentConversationDetail> => apiCall('GET', `${C}/${id}`);
export const take = (id: number): Promise<AgentConversationDetail> => apiCall('POST', `${C}/${id}/take`, { body: {} });
export const answer = (id: number, text: string): Promise<SupportMessage> => apiCall('POST', `${C}/${id}/messages`, { body: { text } });
export const close = (id: number): Promise<AgentConversationDetail> => apiCall('POST', `${C}/${id}/close`, { body: {} });

const F = 'admin/support/faq';
export const faq = (): Promise<FaqAdmin> => apiCall('GET', F);
export const createCategory = (sort: number, names: Partial<Record<Lang, string>>): Promise<FaqAdmin> =>
  apiCall('POST', `${F}/categories`, { body: { sort, names } });
export const updateCategory = (id: number, sort: number, names: Partial<Record<Lang, string>>): Promise<FaqAdmin> =>
  apiCall('POST', `${F}/categories/${id}`, { body: { sort, names } });
export const createArticle = (category_id: number, sort: number, published: boolean): Promise<FaqAdmin> =>
  apiCall('POST', `${F}/articles`, { body: { category_id, sort, published } });
export const updateArticle = (id: number, category_id: number, sort: number, published: boolean): Promise<FaqAdmin> =>
  apiCall('POST', `${F}/articles/${id}`, { body: { category_id, sort, published } });
export const saveText = (id: number, lang: Lang, title: string, body: string): Promise<FaqAdmin> =>
  apiCall('POST', `${F}/articles/${id}/texts`, { body: { lang, title, body } });
