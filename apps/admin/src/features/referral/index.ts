import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** Referral (finance, operator): the published commission rate and the days paid. */
export const referral: Section = {
  label: 'Referral', about: 'Referral: the commission rate on invitees\' trading fees (changes apply from tomorrow) and the daily payouts.',
  icon: CardGiftcardIcon, list: lazyView(() => import('./referral'), 'ReferralPage'), data: () => import('./api').then((m) => m.referralData),
};
