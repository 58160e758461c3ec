import type { ReactElement, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Stroke icons drawn on a 24-unit grid, in the current text colour; bundled, no icon font. */
function make(paths: string[], extra?: ReactElement): (p: IconProps) => ReactElement {
  function Icon(props: IconProps): ReactElement {
    return (
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={1.8}
        strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
        {paths.map((d) => <path key={d} d={d} />)}
        {extra}
      </svg>
    );
  }
  return Icon;
}

export const HomeIcon = /* @__PURE__ */ make(['M3 11l9-7 9 7', 'M5 10v10h5v-6h4v6h5V10']);
export const MarketIcon = /* @__PURE__ */ make(['M4 19h16', 'M4 15l5-5 4 3 7-7', 'M15 6h5v5']);
export const TradeIcon = /* @__PURE__ */ make(['M7 4v16', 'M17 4v16', 'M5 8h4v6H5z', 'M15 10h4v5h-4z']);
export const FinanceIcon = /* @__PURE__ */ make(['M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z', 'M9 12l2 2 4-4']);
export const AssetsIcon = /* @__PURE__ */ make(['M3 7h18v12H3z', 'M3 7l2-3h14l2 3', 'M16 13h2']);
export const MeIcon = /* @__PURE__ */ make(['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4 21c1-4 4-6 8-6s7 2 8 6']);
export const SwapIcon = /* @__PURE__ */ make(['M4 8h14l-3-3', 'M20 16H6l3 3']);
export const DepositIcon = /* @__PURE__ */ make(['M12 3v12', 'M7 10l5 5 5-5', 'M4 20h16']);
export const WithdrawIcon = /* @__PURE__ */ make(['M12 15V3', 'M7 8l5-5 5 5', 'M4 20h16']);
export const TransferIcon = /* @__PURE__ */ make(['M4 7h16', 'M16 3l4 4-4 4', 'M20 17H4', 'M8 13l-4 4 4 4']);
export const PeopleIcon = /* @__PURE__ */ make(['M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M2 20c.8-3.5 3.5-5 7-5s6.2 1.5 7 5', 'M16 4.5a3.5 3.5 0 0 1 0 6.5', 'M18 15c2 .6 3.4 2.2 4 5']);
export const RocketIcon = /* @__PURE__ */ make(['M5 15c-1.5 1.5-2 4-2 6 2 0 4.5-.5 6-2', 'M9 15l-3-3c2-6 7-9 14-9 0 7-3 12-9 14z', 'M15 9h.01']);
export const CoinIcon = /* @__PURE__ */ make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9 9.5c0-1.2 1.3-2 3-2s3 .8 3 2-1.3 1.8-3 2.2-3 1-3 2.3 1.3 2 3 2 3-.8 3-2', 'M12 6v1.5', 'M12 16.5V18']);
export const ChipIcon = /* @__PURE__ */ make(['M7 7h10v10H7z', 'M10 10h4v4h-4z', 'M9 3v4', 'M15 3v4', 'M9 17v4', 'M15 17v4', 'M3 9h4', 'M3 15h4', 'M17 9h4', 'M17 15h4']);
export const ServerIcon = /* @__PURE__ */ make(['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01']);
export const LoanIcon = /* @__PURE__ */ make(['M3 14h4l5 3 7-4-1.5-2-5 2.5', 'M12 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M3 14v6']);
export const StockIcon = /* @__PURE__ */ make(['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2']);
export const HexIcon = /* @__PURE__ */ make(['M12 2l8.5 5v10L12 22l-8.5-5V7z', 'M12 8l3.5 2v4L12 16l-3.5-2v-4z']);
export const NewsIcon = /* @__PURE__ */ make(['M4 5h13v14H6a2 2 0 0 1-2-2z', 'M17 9h3v8a2 2 0 0 1-2 2', 'M8 9h5', 'M8 13h5']);
export const BellIcon = /* @__PURE__ */ make(['M6 16V11a6 6 0 1 1 12 0v5l2 2H4z', 'M10 20a2 2 0 0 0 4 0']);
export const GiftIcon = /* @__PURE__ */ make(['M3 9h18v4H3z', 'M5 13v8h14v-8', 'M12 9v12', 'M12 9c-1-4-5-5-5-2 0 1.5 2 2 5 2 3 0 5-.5 5-2 0-3-4-2-5 2']);
export const HelpIcon = /* @__PURE__ */ make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7', 'M12 17h.01']);
export const IdIcon = /* @__PURE__ */ make(['M3 5h18v14H3z', 'M9 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z', 'M5.5 16c.5-2 1.8-3 3.5-3s3 1 3.5 3', 'M15 9h3', 'M15 13h3']);
export const BankIcon = /* @__PURE__ */ make(['M3 9l9-5 9 5', 'M5 10v7', 'M9.5 10v7', 'M14.5 10v7', 'M19 10v7', 'M3 20h18']);
export const BookIcon = /* @__PURE__ */ make(['M5 4h12a2 2 0 0 1 2 2v14H7a2 2 0 0 1-2-2z', 'M5 18a2 2 0 0 1 2-2h12', 'M9 8h6']);
export const GearIcon = /* @__PURE__ */ make(['M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z']);
export const LockIcon = /* @__PURE__ */ make(['M5 11h14v10H5z', 'M8 11V7a4 4 0 1 1 8 0v4', 'M12 15v2']);
export const ShieldIcon = /* @__PURE__ */ make(['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4']);
export const DevicesIcon = /* @__PURE__ */ make(['M3 5h13v9H3z', 'M1 18h17', 'M17 9h5v11h-5z']);
export const GlobeIcon = /* @__PURE__ */ make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M3 12h18', 'M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z']);
export const InfoIcon = /* @__PURE__ */ make(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v6', 'M12 7.5h.01']);
export const DocIcon = /* @__PURE__ */ make(['M6 3h9l4 4v14H6z', 'M14 3v5h5', 'M9 13h6', 'M9 17h6']);
export const WalletIcon = /* @__PURE__ */ make(['M3 6h16v14H3z', 'M3 6l13-3v3', 'M15 13h2']);
export const ChartIcon = /* @__PURE__ */ make(['M4 4v16h16', 'M8 15l3-4 3 2 5-6']);
export const TrashIcon = /* @__PURE__ */ make(['M4 7h16', 'M9 7V4h6v3', 'M6 7l1 13h10l1-13']);
export const LogoutIcon = /* @__PURE__ */ make(['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10']);
export const UserCardIcon = /* @__PURE__ */ make(['M4 4h16v16H4z', 'M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6z', 'M7 18c.8-2.2 2.6-3.5 5-3.5s4.2 1.3 5 3.5']);
export const WarningIcon = /* @__PURE__ */ make(['M12 3l10 18H2z', 'M12 10v5', 'M12 18h.01']);
export const CopyIcon = /* @__PURE__ */ make(['M8 8h12v12H8z', 'M4 16V4h12']);
export const ChevronIcon = /* @__PURE__ */ make(['M9 5l7 7-7 7']);
export const FlaskIcon = /* @__PURE__ */ make(['M9 3h6', 'M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3', 'M7 15h10']);
export const ScaleIcon = /* @__PURE__ */ make(['M12 3v18', 'M5 7h14', 'M5 7l-3 7a3 3 0 0 0 6 0z', 'M19 7l-3 7a3 3 0 0 0 6 0z', 'M8 21h8']);
export const MedalIcon = /* @__PURE__ */ make(['M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.5 10L6 3h4l2 5', 'M15.5 10L18 3h-4l-2 5']);
export const ChatIcon = /* @__PURE__ */ make(['M4 5h16v11H9l-5 4z', 'M8 10h8']);
export const PinIcon = /* @__PURE__ */ make(['M12 21s-7-6-7-11a7 7 0 1 1 14 0c0 5-7 11-7 11z', 'M12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z']);
