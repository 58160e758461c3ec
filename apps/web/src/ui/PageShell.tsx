import type { ReactNode } from 'react';
// antd-mobile's bar, as markup and its stylesheets only: its component would bring antd's shared code (config,
// locale, helpers: about 5 KB gzip) to every page's first load for one row of three boxes.
import 'antd-mobile/es/global/global.css';
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { backTarget } from '../app/guards';

export type PageShellProps = {
  title: ReactNode;
  children: ReactNode;
  /** Tab pages have no back arrow. */
  back?: boolean;
  right?: ReactNode;
  /** A darker header for pages that open with a hero area. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** Reads the router's position in this tab's history (0 on the first page the app showed). */
export function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return null;
}

/** The back action of seed section 2: home when history holds one page, else one page back. */
export function useBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const target = backTarget(historyIndex());
    if (target === -1) void navigate(-1);
    else void navigate(target, { replace: true });
  };
}

/** The bar's back arrow (antd-mobile's LeftOutline, drawn the same). */
function BackArrow() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" aria-hidden="true">
      <path d="M31 7 14 24l17 17" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A page with the app's nav bar. */
export function PageShell({ title, children, back = true, right, tone = 'light', className }: PageShellProps) {
  const onBack = useBack();
  const { t } = useTranslation();
  return (
    <div className={`c-page ${className ?? ''}`}>
      <div className={`adm-nav-bar c-navbar c-navbar-${tone}`}>
        <div className="adm-nav-bar-left">
          {/* A tab page has nothing to go back to: no button there (an empty, unnamed one would fail accessibility). */}
          {back && (
            <button type="button" className="adm-nav-bar-back c-nav-back" onClick={onBack}>
              <span className="adm-nav-bar-back-arrow"><BackArrow /></span>
              <span className="c-sr-only">{t('back')}</span>
            </button>
          )}
        </div>
        <div className="adm-nav-bar-title"><span role="heading" aria-level={1}>{title}</span></div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
      <div className="c-page-body">{children}</div>
    </div>
  );
}
