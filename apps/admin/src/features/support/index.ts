// Icons other sections already use: the back office's first load stays within its size budget.
import ArticleIcon from '@mui/icons-material/Article';
import SendIcon from '@mui/icons-material/Send';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** The live support inbox: take a user's conversation, answer it (the user sees it at once), close it. */
export const supportChat: Section = {
  label: 'Support inbox', about: 'Support inbox: users’ live chat conversations, unassigned, mine and closed, with each user’s account summary.',
  icon: SendIcon, list: lazyView(() => import('./inbox'), 'InboxPage'), data: () => import('./api').then((m) => m.chatData),
};

/** The help centre's FAQ editor. */
export const supportFaq: Section = {
  label: 'Help centre FAQ', about: 'Help centre FAQ: categories and articles per language (English is the fallback), published or draft.',
  icon: ArticleIcon, list: lazyView(() => import('./faq'), 'FaqPage'), data: () => import('./api').then((m) => m.faqData),
};
