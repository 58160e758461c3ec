import KeyIcon from '@mui/icons-material/Key';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';
import { apiKeysData } from './api';

/** Users' API keys (compliance, operator): per user, with revoking. */
export const apiKeys: Section = {
  label: 'API keys', about: 'API keys of the Binance-compatible API: each user\'s keys, their permissions (never withdrawals), IP allow-list and last use; revoke a key for good.',
  icon: KeyIcon, list: lazyView(() => import('./keys'), 'ApiKeyList'), data: apiKeysData,
};
