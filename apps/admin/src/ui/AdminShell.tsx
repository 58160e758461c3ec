import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import { AdminContext, CoreAdminUI, defaultI18nProvider, LoadingPage, localStorageStore, Notification, type AdminProps } from 'react-admin';
import { AdminLayout, ErrorPage } from './AdminLayout';
import { lazyView } from './lazy';

const store = localStorageStore();
const errorPages = () => import('./errorPages');
const NotFound = lazyView(errorPages, 'NotFound');
const CatchAll = (): ReactNode => <NotFound />;
const AccessDenied = lazyView(errorPages, 'AccessDenied');
const AuthenticationError = lazyView(errorPages, 'AuthenticationError');

/**
 * react-admin's <Admin> with every screen named rather than defaulted: <Admin>'s defaults import react-admin's own
 * login form (react-hook-form and the form inputs) and its error screens (MUI's text field and select) into the
 * first load even when they are replaced or never shown. Our sign-in, the dashboard, every section's screens and
 * the error screens load when they are opened (ui/lazy.tsx).
 */
export function AdminShell({ dataProvider, authProvider, loginPage, dashboard, theme, title, requireAuth, children }: Pick<AdminProps,
  'dataProvider' | 'authProvider' | 'loginPage' | 'dashboard' | 'theme' | 'title' | 'requireAuth' | 'children'>): ReactNode {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI accessDenied={AccessDenied} authCallbackPage={false} authenticationError={AuthenticationError} catchAll={CatchAll}
          error={ErrorPage} layout={AdminLayout} loading={LoadingPage} loginPage={loginPage} dashboard={dashboard} title={title}
          requireAuth={requireAuth} disableTelemetry>
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
