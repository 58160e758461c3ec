import type { PageRoute } from '../../app/lazy';
import {
  FINANCE_BUY_PATH, FINANCE_ORDERS_PATH, FINANCE_PATH, FINANCE_RULE_PATH, MINING_DESC_HOME_PATH, MINING_DESCRIPTION_PATH, MINING_DETAIL_PATH,
  MINING_PATH, MINING_RECORD_PATH, QUANTIFY_CREATE_PATH, QUANTIFY_DESC_HOME_PATH, QUANTIFY_DESCRIPTION_PATH, QUANTIFY_PATH, QUANTIFY_RECORD_PATH,
} from './paths';

const ns = ['earn'] as const;

/** Earn: trust products (the Finance tab) and the U plan, quantify plans, mining rental; each page its own chunk. */
export const earnRoutes: readonly PageRoute[] = [
  { path: FINANCE_PATH, load: () => import('./finance/FinancePage'), ns },
  { path: FINANCE_BUY_PATH, load: () => import('./finance/BuyPage'), ns, auth: true },
  { path: FINANCE_ORDERS_PATH, load: () => import('./finance/OrdersPage'), ns, auth: true },
  { path: FINANCE_RULE_PATH, load: () => import('./finance/RulePage'), ns },
  { path: QUANTIFY_PATH, load: () => import('./quantify/QuantifyPage'), ns },
  { path: QUANTIFY_CREATE_PATH, load: () => import('./quantify/CreatePage'), ns, auth: true },
  { path: QUANTIFY_RECORD_PATH, load: () => import('./quantify/RecordPage'), ns, auth: true },
  { path: QUANTIFY_DESCRIPTION_PATH, load: () => import('./quantify/DescriptionPage'), ns },
  { path: QUANTIFY_DESC_HOME_PATH, load: () => import('./quantify/DescriptionPage'), ns },
  { path: MINING_PATH, load: () => import('./mining/MiningPage'), ns },
  { path: MINING_DETAIL_PATH, load: () => import('./mining/DetailPage'), ns },
  { path: MINING_RECORD_PATH, load: () => import('./mining/RecordPage'), ns, auth: true },
  { path: MINING_DESCRIPTION_PATH, load: () => import('./mining/DescriptionPage'), ns },
  { path: MINING_DESC_HOME_PATH, load: () => import('./mining/DescriptionPage'), ns },
];
