/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest with Workbox): precaches the app shell, keeps locale
// files and page chunks once fetched, and answers pages offline (navigation.ts). /api and /admin pass through.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { BYPASS_PATTERNS, isWorkerOwned, OFFLINE_URL, offlineAnswer, pageKey, SHELL_URL } from './navigation';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const PAGES_CACHE = 'candor-pages';

type RouterRule = { condition: { urlPattern: string }; source: 'network' };
type RoutingInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

// Where the browser has the static routing API, the API and the back office bypass the worker altogether (it is
// not even started for them); elsewhere the routes below simply do not match them.
self.addEventListener('install', (event: RoutingInstallEvent) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(event.addRoutes(BYPASS_PATTERNS.map((urlPattern) => ({ condition: { urlPattern }, source: 'network' as const })))
    .catch(() => undefined));
});

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Locale files live under a versioned path and chunks have hashed names: a cached copy is always the right one.
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/locales/'),
  new CacheFirst({ cacheName: 'candor-locales', plugins: [new ExpirationPlugin({ maxEntries: 60 })] }));
registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'candor-assets', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }));

// Pages: always the network; the pages shown are remembered (a marker, not a copy) so that offline they get the
// precached shell, and any other page the translated offline page.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isWorkerOwned(url.pathname),
  async ({ request, url }) => {
    const pages = await caches.open(PAGES_CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) void pages.put(pageKey(url.pathname), new Response(null, { status: 204 })).catch(() => undefined);
      return response;
    } catch {
      const shown = new Set((await pages.keys()).map((r) => new URL(r.url).pathname));
      const answer = offlineAnswer(url.pathname, (key) => shown.has(key));
      return (await matchPrecache(answer === 'shell' ? SHELL_URL : OFFLINE_URL)) ?? Response.error();
    }
  });

// Web push (the notification centre): show what the server sent, and open its page on a click (an open window of
// the app is focused and navigated; else a new one). The payload is the server's, in the user's language.
type PushPayload = { id?: number; kind?: string; title?: string; body?: string; link?: string | null };

self.addEventListener('push', (event: PushEvent) => {
  let data: PushPayload = {};
  try {
    data = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    data = { title: event.data?.text() ?? '' };
  }
  const link = typeof data.link === 'string' && data.link.startsWith('/') && !data.link.startsWith('//') ? data.link : '/pages/profile/notification';
  event.waitUntil(self.registration.showNotification(data.title || 'Candor', {
    body: data.body ?? '', tag: data.id !== undefined ? `candor-${data.id}` : undefined, data: { link }, icon: '/icons/icon-192.png',
  }));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const link = (event.notification.data as { link?: string } | null)?.link ?? '/pages/profile/notification';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (open) {
      await open.focus();
      await open.navigate(target).catch(() => undefined);
      return;
    }
    await self.clients.openWindow(target);
  })());
});
