// The home route's initial JavaScript, gzipped (kB of 1000 bytes, as Vite reports): the entry, the home page chunk, everything they import statically,
// and the en locale files (static JSON) the home route loads. Run after `npm run build -w @candor/web`.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesOf, gzipSizes, kb, printSizes, readManifest, routeInitialJs, staticClosure } from '../../../bench/lib/initial-js.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = readManifest(dist);
const BUDGET_KB = 150;
const home = routeInitialJs(dist, manifest, { page: 'src/features/home/pages/HomePage.tsx', namespaces: ['common', 'home', 'areas'] });
printSizes(home, 'home route initial JS', BUDGET_KB);
// On the wire: the brotli twins the build made (vite-plugin-compression2), which the server sends to a browser that accepts br.
const wire = home.rows.reduce((sum, { file }) => sum + (existsSync(join(dist, `${file}.br`)) ? statSync(join(dist, `${file}.br`)).size : home.rows.find((r) => r.file === file).bytes), 0);
console.log(`${kb(wire).padStart(8)} KB  on the wire (brotli twins)`);

// Fetched right after the first paint, not part of the budget: the home page's live market rows.
const initial = staticClosure(manifest, ['index.html', 'src/features/home/pages/HomePage.tsx']);
const later = [...staticClosure(manifest, ['src/features/home/components/MarketRows.tsx'])].filter((key) => !initial.has(key));
console.log(`${kb(gzipSizes(dist, filesOf(manifest, later)).total).padStart(8)} KB  after the first paint (home market rows and the live quotes code)`);
if (home.total / 1024 > BUDGET_KB) process.exitCode = 1;

// Earn's pages (issue #15): each route's initial JS (the entry, the page and its static imports, common and earn), gzip
// and on the wire (brotli twins); the wire figure is held to the budget (the entry alone is ~146 KB gzip, ~125 KB brotli).
const onWire = (rows) => rows.reduce((sum, { file, bytes }) => sum + (existsSync(join(dist, `${file}.br`)) ? statSync(join(dist, `${file}.br`)).size : bytes), 0);
for (const page of ['finance/FinancePage', 'finance/BuyPage', 'finance/OrdersPage', 'finance/RulePage', 'quantify/QuantifyPage', 'quantify/CreatePage', 'quantify/RecordPage', 'quantify/DescriptionPage', 'mining/MiningPage', 'mining/DetailPage', 'mining/RecordPage', 'mining/DescriptionPage']) {
  const earn = routeInitialJs(dist, manifest, { page: `src/features/earn/${page}.tsx`, namespaces: ['common', 'earn'] });
  const wired = onWire(earn.rows);
  console.log(`${kb(earn.total).padStart(8)} KB gzip ${kb(wired).padStart(8)} KB on the wire  earn ${page} (budget ${BUDGET_KB} KB)`);
  if (wired / 1000 > BUDGET_KB) process.exitCode = 1;
}
