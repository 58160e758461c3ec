import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** What the back-office journeys share: the menu, screenshots in e2e/artifacts, and a signed-in desktop context. */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The back office's side menu (the fixed sidebar on a desktop, the navigation otherwise). */
export const adminMenu = (page: Page) => page.locator('.RaSidebar-fixed').or(page.getByRole('navigation')).first();

/** A full-page screenshot at e2e/artifacts/<name>.png. */
export const shotAs = (page: Page, name: string) => page.screenshot({ path: `${root}e2e/artifacts/${name}.png`, fullPage: true });

/**
 * A desktop context on the server with the admin's session in place before the app's first script runs (an app that
 * loads without one signs out, clearing it).
 */
export async function adminContext(browser: Browser, baseURL: string, token: string, size = { width: 1440, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: size, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  // about:blank (a page.setContent) has no storage of its own: only the app's documents get the session.
  await context.addInitScript((t) => { if (location.protocol.startsWith('http')) localStorage.setItem('candor.admin.token', t); }, token);
  return context;
}
