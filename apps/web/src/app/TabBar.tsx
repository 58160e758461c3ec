import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AssetsIcon, FinanceIcon, HomeIcon, MarketIcon, MeIcon, TradeIcon } from '../ui/icons';
import { TABS, type TabKey } from './paths';

const ICONS: Record<TabKey, typeof HomeIcon> = {
  home: HomeIcon, market: MarketIcon, trade: TradeIcon, finance: FinanceIcon, assets: AssetsIcon, me: MeIcon,
};

/** The six tabs of the product decisions, fixed at the bottom of the mobile frame (plain links: no UI kit code). */
export function AppTabBar() {
  const { t } = useTranslation('common');
  return (
    <nav className="c-tabbar" aria-label={t('tabs.label')}>
      {TABS.map((tab) => {
        const Icon = ICONS[tab.key];
        return (
          <NavLink key={tab.path} to={tab.path} replace className={({ isActive }) => `c-tab ${isActive ? 'c-tab-active' : ''}`} data-tab={tab.key}>
            <Icon className="c-tab-icon" />
            <span>{t(`tabs.${tab.key}`)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
