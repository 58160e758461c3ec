// npm run bench:web — Lighthouse (the npm package, mobile preset: simulated slow 4G and a 4x slower CPU) on Debian's
// Chromium against the production build served by the real server, on the routes home, market, trade (spot) and
// assets (signed in as a demo guest). Prints per route: performance, accessibility, best practices, installability,
// first contentful paint, bytes on the wire and the initial JavaScript gzipped (from the build manifest). The peer,
// measured in the same run, is a bare HTML page served by node:http: the best this machine and Chromium can score.
// Targets: performance, accessibility and best practices each >= 95; initial JS <= 150 KB gzip per route.
// Run `npm run build` first (npm run bench:web does). Options: --runs=N (median of N, default 1), --verbose,
// --routes=home,trade (only those routes).
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { kb, readManifest, routeInitialJs } from './lib/initial-js.mjs';
import { freePort, guestSession, startServer } from './lib/server.mjs';
import { INITIAL_JS_BUDGET_KB, WEB_ROUTES } from './lib/web-routes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(root, 'apps/web/dist');
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
const RUNS = Math.max(1, Number(args.runs ?? 1));
const VERBOSE = args.verbose === 'true';
const TARGET = { score: 95, initialKb: INITIAL_JS_BUDGET_KB };

const ROUTES = args.routes ? WEB_ROUTES.filter((r) => args.routes.split(',').includes(r.name)) : WEB_ROUTES;

const PEER_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
  + '<meta name="description" content="A bare page"><title>Peer</title></head><body><main><h1>Peer</h1><p>A bare HTML page.</p></main></body></html>';

function startPeer(port) {
  const server = createServer((_req, res) => { res.setHeader('content-type', 'text/html; charset=utf-8'); res.end(PEER_HTML); });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Everything of the origin is forgotten between runs (caches, service workers, storage), as a first visit. */
async function clearOrigin(page, origin) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
}

async function installability(page, url) {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const cdp = await page.createCDPSession();
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.length === 0 ? 'yes' : `no (${installabilityErrors.map((e) => e.errorId).join(', ')})`;
}

async function audit(page, origin, url, prepare) {
  await page.goto('about:blank');
  await clearOrigin(page, origin);
  if (prepare) await prepare();
  // The storage was reset above; Lighthouse must not reset it again (the signed-in route keeps its session).
  const result = await lighthouse(url, {
    output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices'],
  }, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/** One run; a run Lighthouse itself could not finish (a trace error on a busy machine) is tried again, twice at most. */
async function auditRetrying(page, origin, url, prepare) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(page, origin, url, prepare);
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.warn(`! ${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

function figures(lhrs) {
  const pick = (fn) => median(lhrs.map(fn));
  return {
    performance: pick((l) => score(l, 'performance')),
    accessibility: pick((l) => score(l, 'accessibility')),
    bestPractices: pick((l) => score(l, 'best-practices')),
    fcp: pick((l) => l.audits['first-contentful-paint'].numericValue),
    lcp: pick((l) => l.audits['largest-contentful-paint'].numericValue),
    tbt: pick((l) => l.audits['total-blocking-time'].numericValue),
    bytes: pick((l) => l.audits['total-byte-weight'].numericValue),
  };
}

/** The audits that cost the most (failed, by weight or by estimated saving), to know what to fix next. */
function topIssues(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => (b.metricSavings?.LCP ?? 0) + (b.metricSavings?.FCP ?? 0) - (a.metricSavings?.LCP ?? 0) - (a.metricSavings?.FCP ?? 0))
    .slice(0, 8)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

const row = (cells) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 8 : 11)).join(' ');

async function main() {
  const manifest = readManifest(webDist);
  const [port, peerPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'candor-bench-web-'));
  const server = await startServer({ root, port, dataDir });
  const peer = await startPeer(peerPort);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const reportDir = mkdtempSync(join(tmpdir(), 'candor-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const results = [];
  let benchmarkIndex;
  try {
    const page = await browser.newPage();
    const peerLhrs = [];
    for (let i = 0; i < RUNS; i++) peerLhrs.push(await auditRetrying(page, `http://127.0.0.1:${peerPort}`, `http://127.0.0.1:${peerPort}/`));
    results.push({ name: 'peer', ...figures(peerLhrs), installable: '-', initial: null, issues: topIssues(peerLhrs[0]) });
    benchmarkIndex = peerLhrs[0].environment?.benchmarkIndex;
    for (const route of ROUTES) {
      const url = origin + route.path;
      const prepare = route.signedIn ? async () => {
        const persisted = await guestSession(origin);
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate((value) => globalThis.localStorage.setItem('candor-session', value), JSON.stringify(persisted));
      } : undefined;
      const lhrs = [];
      for (let i = 0; i < RUNS; i++) lhrs.push(await auditRetrying(page, origin, url, prepare));
      writeFileSync(join(reportDir, `${route.name}.json`), JSON.stringify(lhrs[0]));
      const finalUrl = lhrs[0].finalDisplayedUrl ?? lhrs[0].finalUrl;
      if (new URL(finalUrl).pathname !== route.path) console.warn(`! ${route.name} ended at ${finalUrl}`);
      results.push({ name: route.name, ...figures(lhrs), installable: await installability(page, url),
        initial: routeInitialJs(webDist, manifest, route).total, issues: topIssues(lhrs[0]) });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    peer.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${RUNS} run(s); reports in ${reportDir}`);
  // Lighthouse's simulated slow CPU scales what it measured: a busy machine (low index) inflates blocking time.
  console.log(`this machine's Lighthouse benchmark index: ${benchmarkIndex ?? '?'} (a quiet desktop is about 1000-2000)`);
  console.log(row(['route', 'perf', 'a11y', 'best-pr', 'installable', 'FCP ms', 'LCP ms', 'TBT ms', 'wire KiB', 'init JS KB']));
  for (const r of results) {
    console.log(row([r.name, r.performance, r.accessibility, r.bestPractices, r.installable, Math.round(r.fcp), Math.round(r.lcp),
      Math.round(r.tbt), (r.bytes / 1024).toFixed(0), r.initial === null ? '-' : kb(r.initial)]));
  }
  console.log(`targets: perf, a11y, best practices >= ${TARGET.score}; initial JS <= ${TARGET.initialKb} KB gzip`);
  for (const r of results) if (VERBOSE || r.name !== 'peer') console.log(`  ${r.name}: ${r.issues.join('; ') || 'no failing audits'}`);
  const misses = results.filter((r) => r.name !== 'peer' && (Math.min(r.performance, r.accessibility, r.bestPractices) < TARGET.score || r.initial / 1000 > TARGET.initialKb));
  console.log(misses.length === 0 ? 'every route meets the targets' : `below target: ${misses.map((r) => r.name).join(', ')}`);
}

await main();
