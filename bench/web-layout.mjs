// node bench/web-layout.mjs — what machine load does not distort, per route (home, market, trade, assets) of the
// production build served by the real server, in Debian's Chromium at 390x844: the layout shifts of the first 6 s
// (cumulative score and which elements moved), and, on the live page after it, the renderer's main-thread work over
// 10 s (Chromium's own counters: tasks run, script and layout time, and how many layouts and style recalculations),
// which the live quotes drive. Run `npm run build` first. Options: --routes=home,trade, --shots=<dir> (screenshots).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { freePort, guestSession, startServer } from './lib/server.mjs';
import { WEB_ROUTES } from './lib/web-routes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const ROUTES = args.routes ? WEB_ROUTES.filter((r) => args.routes.split(',').includes(r.name)) : WEB_ROUTES;
const SETTLE_MS = 6_000;
const WINDOW_MS = 10_000;

// Collected in the page from its first byte: every layout shift without recent input, with what moved.
const OBSERVE = () => {
  const shifts = [];
  globalThis.__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const what = (e.sources ?? []).map((s) => {
        const n = s.node;
        if (!n || n.nodeType !== 1) return n ? n.nodeName : '?';
        const id = n.getAttribute('data-testid');
        return `${n.tagName.toLowerCase()}${id ? `[${id}]` : ''}${n.className && typeof n.className === 'string' ? `.${n.className.split(' ')[0]}` : ''}`;
      });
      shifts.push({ value: e.value, at: Math.round(e.startTime), what });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const metric = (m, name) => m.metrics.find((x) => x.name === name)?.value ?? 0;

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-layout-'));
  const server = await startServer({ root, port, dataDir });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
  if (args.shots) mkdirSync(args.shots, { recursive: true });
  const rows = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      if (route.signedIn) {
        const persisted = await guestSession(origin);
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate((value) => globalThis.localStorage.setItem('candor-session', value), JSON.stringify(persisted));
      }
      await page.evaluateOnNewDocument(OBSERVE);
      const cdp = await page.createCDPSession();
      await cdp.send('Performance.enable');
      await page.goto(origin + route.path, { waitUntil: 'load' });
      await sleep(SETTLE_MS);
      const shifts = await page.evaluate(() => globalThis.__shifts);
      if (args.shots) await page.screenshot({ path: join(args.shots, `${route.name}.png`) });
      const before = await cdp.send('Performance.getMetrics');
      await sleep(WINDOW_MS);
      const after = await cdp.send('Performance.getMetrics');
      const delta = (name) => metric(after, name) - metric(before, name);
      rows.push({
        route: route.name, cls: shifts.reduce((s, x) => s + x.value, 0), shifts,
        tasks: delta('TaskDuration') * 1000, script: delta('ScriptDuration') * 1000, layout: delta('LayoutDuration') * 1000,
        layouts: delta('LayoutCount'), styles: delta('RecalcStyleCount'), nodes: metric(after, 'Nodes'),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pad = (v, n) => String(v).padStart(n);
  console.log(`route      CLS  | over ${WINDOW_MS / 1000} s on the live page: task ms  script ms  layout ms  layouts  style recalcs`);
  for (const r of rows) {
    console.log(`${r.route.padEnd(7)} ${pad(r.cls.toFixed(3), 6)} | ${pad(r.tasks.toFixed(0), 29)} ${pad(r.script.toFixed(0), 10)} ${pad(r.layout.toFixed(0), 10)} ${pad(r.layouts, 8)} ${pad(r.styles, 14)}`);
    for (const s of r.shifts) console.log(`    shift ${s.value.toFixed(4)} at ${s.at} ms: ${s.what.join(', ')}`);
  }
}

await main();
