import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loadNamespaces } from '../i18n';
import { session } from '../session';
import { ErrorBoundary } from './ErrorBoundary';
import { checkLogin } from './guards';
import { loadWithTimeout, type PageRoute } from './lazy';
import { registerNavigator } from './navigation';
import { trackPageLoad } from './pageLoads';
import { firstPage, pageRoutes } from './pages';
import { HOME_PATH, NOT_FOUND_PATH } from './paths';
import { RouteError } from './RouteError';

// The app's routes without react-router's data router (loaders, route.lazy, the navigation state): its declarative
// part (BrowserRouter, Link, the hooks) is 16 KB gzip smaller and every route is a plain path (docs/decisions.md,
// "webspeed"). What the data router did is here: the login guard, the '/' redirect, the lazy page with its
// namespaces, the error screen per page and the 404 page.

const notFound = pageRoutes.find((r) => r.path === NOT_FOUND_PATH);

/** The route of a path: exact, else ignoring case and a trailing slash (as the router matched), else the 404 page. */
export function routeOf(pathname: string): PageRoute | undefined {
  const exact = firstPage(pathname);
  if (exact) return exact;
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return pageRoutes.find((r) => r.path.toLowerCase() === lower) ?? notFound;
}

const pages = new Map<PageRoute, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per route: the page chunk and its namespaces load together. A failed one stays until its error
 * screen is shown (forgetting it at once would hand React a new lazy page to suspend on at every retry render, so
 * the error would never reach the error screen); the error screen forgets it for the next try.
 */
function lazyPage(route: PageRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(async () => {
      const [module] = await trackPageLoad(Promise.all([loadWithTimeout(route.load), loadNamespaces(route.ns)]));
      return module;
    });
    pages.set(route, page);
  }
  return page;
}

/** A page's error screen; the page's failed load is forgotten so that the next visit loads it again. */
function PageError({ route, error }: { route: PageRoute; error: unknown }) {
  useEffect(() => { pages.delete(route); }, [route]);
  return <RouteError error={error} />;
}

/** The page of the current address, behind the login guard and its own error screen. */
export function AppPage() {
  const { pathname, search } = useLocation();
  if (pathname === '/') return <Navigate to={HOME_PATH} replace />;
  const route = routeOf(pathname);
  if (!route) return null;
  if (route.auth) {
    const check = checkLogin(session.getState(), pathname + search);
    if (!check.ok && check.redirect !== null) return <Navigate to={check.redirect} replace />;
  }
  const Page = lazyPage(route);
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <PageError route={route} error={error} />}>
      <Page />
    </ErrorBoundary>
  );
}

/** Lets code outside React (the API client's 999 handling) navigate with the router. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}
