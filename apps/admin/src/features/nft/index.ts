import PaidIcon from '@mui/icons-material/Paid';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

/** NFT charity (operator): causes with their charity accounts, and the NFTs. */
export const nftItems: Section = {
  label: 'NFT charity', about: 'NFT charity: causes with their charity accounts (received, paid out, balance) and charity NFTs (price, edition size, on sale).',
  icon: VolunteerActivismIcon, list: lazyView(() => import('./items'), 'NftItemsPage'), data: () => import('./api').then((m) => m.nftData),
};

/** NFT sales and payouts from charity accounts (finance, two admins). */
export const nftPayouts: Section = {
  label: 'NFT payouts', about: 'NFT sales, and payouts from a cause\'s charity account: proposed by one finance admin, paid when a second approves.',
  icon: PaidIcon, list: lazyView(() => import('./payouts'), 'NftPayoutsPage'), data: () => import('./api').then((m) => m.nftData),
};
