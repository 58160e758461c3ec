import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { Section } from '../../ui/section';
import { lazyView } from '../../ui/lazy';

const projects = () => import('./projects');
const products = () => import('./products');

/** IEO projects: created and edited before they open, with the allotment preview; no outcome can be set. */
export const ieoProjects: Section = {
  label: 'IEO projects', about: 'IEO projects: terms, window, allotment and unlock dates; the allotment preview; edits only before the window opens.',
  icon: RocketLaunchIcon, list: lazyView(projects, 'ProjectList'), show: lazyView(projects, 'ProjectShow'), edit: lazyView(projects, 'ProjectEdit'),
  create: lazyView(projects, 'ProjectCreate'), data: () => import('./api').then((m) => m.projectsData),
};

export const publicationProducts: Section = {
  label: 'Subscription products', about: 'Currency subscription products: created under review, passed by a second admin, sold and redeemed through the ledger.',
  icon: StorefrontIcon, list: lazyView(products, 'ProductList'), create: lazyView(products, 'ProductCreate'), data: () => import('./api').then((m) => m.productsData),
};
