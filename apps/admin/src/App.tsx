import type { ReactNode } from 'react';
import { authProvider } from './api/authProvider';
import { createDataProvider } from './api/dataProvider';
import type { ResourceName } from './api/types';
import { admins, approvals, audit, Dashboard, jobs, LoginPage } from './features/backoffice';
import { bankWithdrawals } from './features/bank';
import { c2cAds, c2cAppeals, c2cBonds, c2cMerchants, c2cOrders, c2cSettings } from './features/c2c';
import { deliveries, outbox } from './features/codes';
import { coins } from './features/coins';
import { content } from './features/content';
import { deposits } from './features/deposits';
import { earnAccount, earnHoldings, earnProducts } from './features/earn';
import { futuresContracts, futuresInsurance, futuresPositions, futuresRisk } from './features/futures';
import { ieoProjects, publicationProducts } from './features/ieo';
import { kyc, kycThresholds } from './features/kyc';
import { optionProducts, optionRisk, optionSettlements } from './features/options';
import { loanProducts, loans } from './features/loans';
import { apiKeys } from './features/openapi';
import { spotTrades } from './features/spot';
import { fiatRates } from './features/swap';
import { users } from './features/users';
import { treasury } from './features/treasury';
import { liabilities, statements } from './features/wallet';
import { withdrawals } from './features/withdrawals';
import { supportChat, supportFaq } from './features/support';
import { proof } from './features/proof';
import { nftItems, nftPayouts } from './features/nft';
import { referral } from './features/referral';
import { alertsStats } from './features/alerts';
import { sectionResource, type Section } from './ui/section';
import { AdminShell } from './ui/AdminShell';
import { theme } from './ui/theme';

/** Every section of the back office by its resource name, each from its feature's door. */
const sections: Record<ResourceName, Section> = {
  users, outbox, audit, admins, jobs, approvals, deposits, withdrawals, coins, statements, liabilities, fiat_rates: fiatRates, treasury, spot_trades: spotTrades, kyc, kyc_thresholds: kycThresholds, deliveries,
  content, bank_withdrawals: bankWithdrawals,
  futures_contracts: futuresContracts, futures_risk: futuresRisk, futures_insurance: futuresInsurance, futures_positions: futuresPositions,
  option_products: optionProducts, option_risk: optionRisk, option_settlements: optionSettlements,
  ieo_projects: ieoProjects, publication_products: publicationProducts,
  loans, loan_products: loanProducts,
  earn_products: earnProducts, earn_account: earnAccount, earn_holdings: earnHoldings,
  support_chat: supportChat, support_faq: supportFaq,
  api_keys: apiKeys,
  proof,
  c2c_merchants: c2cMerchants, c2c_bonds: c2cBonds, c2c_ads: c2cAds, c2c_orders: c2cOrders, c2c_appeals: c2cAppeals, c2c_settings: c2cSettings,
  nft_items: nftItems, nft_payouts: nftPayouts,
  referral,
  alerts_stats: alertsStats,
};

const dataProvider = createDataProvider(sections);

export function App(): ReactNode {
  return (
    <AdminShell title="Candor back office" dataProvider={dataProvider} authProvider={authProvider} loginPage={LoginPage}
      dashboard={Dashboard} theme={theme} requireAuth>
      {/* The sections this role may open, in the order admin/me answers them. */}
      {(permissions: ResourceName[] | undefined) => (permissions ?? []).map((name) => sectionResource(name, sections[name]))}
    </AdminShell>
  );
}
