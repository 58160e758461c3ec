import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
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

/** A page with the app's nav bar. */
export function PageShell({ title, children, back = true, right, tone = 'light', className }: PageShellProps) {
  const onBack = useBack();
  const { t } = useTranslation();
  return (
    <div className={`c-page ${className ?? ''}`}>
      {back ? (
        <NavBar className={`c-navbar c-navbar-${tone}`} back="" onBack={onBack} right={right}
          // antd hides its back text from screen readers; the button's name is this one.
          left={<span className="c-sr-only">{t('back')}</span>}>
          <span role="heading" aria-level={1}>{title}</span>
        </NavBar>
      ) : (
        // A tab page has nothing to go back to: the same bar without antd's left button (an empty, unnamed button).
        <div className={`adm-nav-bar c-navbar c-navbar-${tone}`}>
          <div className="adm-nav-bar-left" />
          <div className="adm-nav-bar-title"><span role="heading" aria-level={1}>{title}</span></div>
          <div className="adm-nav-bar-right">{right}</div>
        </div>
      )}
      <div className="c-page-body">{children}</div>
    </div>
  );
}
