import type { PageRoute } from '../../app/lazy';
import { IEO_ORDER_PATH, IEO_ORDERS_PATH, IEO_PATH, PUBLICATION_DETAILS_PATH, PUBLICATION_PATH, PUBLICATION_PURCHASE_PATH } from './paths';

const ns = ['ieo'] as const;

/** IEO (subscribe, my applications, one application) and the currency subscription (products, one product, purchase). */
export const ieoRoutes: readonly PageRoute[] = [
  { path: IEO_PATH, load: () => import('./pages/IeoPage'), ns, auth: true },
  { path: IEO_ORDERS_PATH, load: () => import('./pages/IeoOrdersPage'), ns, auth: true },
  { path: IEO_ORDER_PATH, load: () => import('./pages/IeoOrderPage'), ns, auth: true },
  { path: PUBLICATION_PATH, load: () => import('./pages/PublicationPage'), ns },
  { path: PUBLICATION_DETAILS_PATH, load: () => import('./pages/PublicationDetailsPage'), ns },
  { path: PUBLICATION_PURCHASE_PATH, load: () => import('./pages/PurchasePage'), ns, auth: true },
];
