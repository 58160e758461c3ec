import ArticleIcon from '@mui/icons-material/Article';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const list = () => import('./content');
const editor = () => import('./contentEditor');

export const content: Section = {
  label: 'Content', about: 'Content: information pages, agreements, news and announcements, versioned per language and published.',
  icon: ArticleIcon, list: lazyView(list, 'ContentList'), create: lazyView(list, 'ContentCreate'), show: lazyView(editor, 'ContentShow'), data: () => import('./api').then((m) => m.contentData),
};
