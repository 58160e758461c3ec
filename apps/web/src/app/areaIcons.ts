import type { ComponentType, SVGProps } from 'react';
import {
  AssetsIcon, BankIcon, BellIcon, BookIcon, ChartIcon, ChipIcon, CoinIcon, DepositIcon, DocIcon, FinanceIcon,
  GiftIcon, GlobeIcon, HelpIcon, HexIcon, IdIcon, InfoIcon, LoanIcon, MarketIcon, MedalIcon, NewsIcon, PeopleIcon, PinIcon,
  RocketIcon, ScaleIcon, ServerIcon, StockIcon, SwapIcon, TradeIcon, TransferIcon, WalletIcon, WithdrawIcon, LockIcon,
} from '../ui/icons';
import type { AreaKey } from './areas';

export const AREA_ICONS: Record<AreaKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  market: MarketIcon, spot: ChartIcon, options: TradeIcon, futures: ScaleIcon, assets: AssetsIcon, transfer: TransferIcon,
  c2c: PeopleIcon, ieo: RocketIcon, deposit: DepositIcon, withdraw: WithdrawIcon, wallet: WalletIcon, swap: SwapIcon,
  coins: CoinIcon, finance: FinanceIcon, quantify: ChipIcon, mining: ServerIcon, loan: LoanIcon, news: NewsIcon,
  referral: GiftIcon, help: HelpIcon, kyc: IdIcon, bank: BankIcon, address: BookIcon, notice: BellIcon,
  publication: CoinIcon, nft: HexIcon, usstock: StockIcon, webview: GlobeIcon, location: PinIcon,
  info_notification: BellIcon, info_faq: HelpIcon, info_privacy: LockIcon, info_legal: DocIcon, info_supervision: InfoIcon,
  info_whitepaper: DocIcon, info_registration: DocIcon, info_articles: NewsIcon, info_stock: StockIcon,
  info_certificate: MedalIcon, info_tax: DocIcon, info_team: PeopleIcon,
};
