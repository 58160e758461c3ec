import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n';
import { session } from '../session';
import { checkLogin } from './guards';
import { loadWithTimeout, type PageRoute } from './lazy';
import { pageRoutes } from './pages';
import { HOME_PATH, NOT_FOUND_PATH } from './paths';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { Loading } from '../ui/Loading';

function requireLogin({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const check = checkLogin(session.getState(), url.pathname + url.search);
  if (!check.ok && check.redirect !== null) throw redirect(check.redirect);
  return null;
}

/** A lazy route: the page chunk and its namespaces load together; a failed chunk reaches the retry screen. */
export function toRouteObject(route: PageRoute): RouteObject {
  return {
    path: route.path,
    ...(route.auth ? { loader: requireLogin } : {}),
    lazy: async () => {
      const [page] = await Promise.all([loadWithTimeout(route.load), loadNamespaces(route.ns)]);
      return { Component: page.default };
    },
  };
}

/** The frame with a spinner while the first page's code arrives. */
function BootScreen() {
  return <div className="c-frame"><Loading /></div>;
}

const notFound = pageRoutes.find((r) => r.path === NOT_FOUND_PATH);

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: BootScreen,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { path: '/', loader: () => redirect(HOME_PATH) },
            ...pageRoutes.map(toRouteObject),
            ...(notFound ? [{ ...toRouteObject(notFound), path: '*' }] : []),
          ],
        },
      ],
    },
  ]);
}
