import type { PageRoute } from '../../app/lazy';
import { C2C_BUY_PATH, C2C_MERCHANT_ORDERS_PATH, C2C_MERCHANT_PATH, C2C_MY_ADS_PATH, C2C_ORDER_PATH, C2C_ORDERS_PATH, C2C_PATH } from './paths';

const ns = ['c2c'] as const;

/** C2C: the market, taking an ad, the user's orders and one order with its chat; the merchant's application, ads and orders. */
export const c2cRoutes: readonly PageRoute[] = [
  { path: C2C_PATH, load: () => import('./pages/C2cPage'), ns, auth: true },
  { path: C2C_BUY_PATH, load: () => import('./pages/BuyPage'), ns, auth: true },
  { path: C2C_ORDERS_PATH, load: () => import('./pages/OrdersPage'), ns, auth: true },
  { path: C2C_ORDER_PATH, load: () => import('./pages/OrderPage'), ns, auth: true },
  { path: C2C_MERCHANT_PATH, load: () => import('./pages/MerchantPage'), ns, auth: true },
  { path: C2C_MY_ADS_PATH, load: () => import('./pages/MyAdsPage'), ns, auth: true },
  { path: C2C_MERCHANT_ORDERS_PATH, load: () => import('./pages/MerchantOrdersPage'), ns, auth: true },
];
