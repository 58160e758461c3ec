import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { pendingPageLoads, trackPageLoad } from './pageLoads';
import { pageRoutes } from './pages';
import { HOME_PATH, NOT_FOUND_PATH } from './paths';
import { routeOf } from './router';

describe('routeOf', () => {
  it('answers the route of every page path, also with a trailing slash or other letter case', () => {
    for (const route of pageRoutes.filter((r) => r.path !== NOT_FOUND_PATH)) {
      expect(routeOf(route.path)).toBe(route);
      expect(routeOf(`${route.path}/`)).toBe(route);
      expect(routeOf(route.path.toUpperCase())?.path.toLowerCase()).toBe(route.path.toLowerCase());
    }
  });

  it('answers the 404 page for a path no feature has', () => {
    expect(routeOf('/pages/nowhere')?.path).toBe(NOT_FOUND_PATH);
    expect(routeOf(`${HOME_PATH}/more`)?.path).toBe(NOT_FOUND_PATH);
  });
});

describe('ErrorBoundary', () => {
  const fallback = (): null => null;
  it('keeps an error for the same path and forgets it on the next path', () => {
    const failed = { failed: true, error: new Error('x'), key: '/a' };
    expect(ErrorBoundary.getDerivedStateFromError(failed.error)).toEqual({ failed: true, error: failed.error });
    expect(ErrorBoundary.getDerivedStateFromProps({ resetKey: '/a', fallback, children: null }, failed)).toBeNull();
    expect(ErrorBoundary.getDerivedStateFromProps({ resetKey: '/b', fallback, children: null }, failed)).toEqual({ failed: false, error: null, key: '/b' });
  });
});

describe('page loads', () => {
  it('count as pending until they settle, whether they succeed or fail', async () => {
    let resolve!: (v: string) => void;
    let reject!: (e: Error) => void;
    const ok = trackPageLoad(new Promise<string>((r) => { resolve = r; }));
    const bad = trackPageLoad(new Promise<string>((_r, j) => { reject = j; }));
    expect(pendingPageLoads()).toBe(2);
    resolve('page');
    await expect(ok).resolves.toBe('page');
    expect(pendingPageLoads()).toBe(1);
    reject(new Error('chunk'));
    await expect(bad).rejects.toThrow('chunk');
    expect(pendingPageLoads()).toBe(0);
  });
});

/** The app runs react-router's declarative router: these need the data router and would fail at run time. */
const DATA_ROUTER_ONLY = /\b(createBrowserRouter|createHashRouter|createMemoryRouter|RouterProvider|useNavigation|useRouteError|useLoaderData|useActionData|useFetcher|useFetchers|useMatches|useRevalidator|useRouteLoaderData|useBlocker|useSubmit|useAsyncValue|useAsyncError|ScrollRestoration)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the router', () => {
  it('no source of the app uses an API of the data router', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const offenders = sources(src).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /from 'react-router'/.test(text) && DATA_ROUTER_ONLY.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
