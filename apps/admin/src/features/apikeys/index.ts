import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';
import { apiKeysData } from './api';

/** Users' API keys (the Binance-compatible API): per user, with revoke. */
export const apiKeysSection: Section = {
  label: 'API keys', about: 'API keys: every user\'s keys for the Binance-compatible API, with revoke.',
  icon: VpnKeyIcon, list: lazyView(() => import('./apikeys'), 'ApiKeysPage'), data: apiKeysData,
};
