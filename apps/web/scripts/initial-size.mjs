// The home route's initial JavaScript, gzipped (kB of 1000 bytes, as Vite reports): the entry, the home page chunk, everything they import statically,
// and the en locale files (static JSON) the home route loads. Run after `npm run build -w @candor/web`.
import { fileURLToPath } from 'node:url';
import { filesOf, gzipSizes, kb, printSizes, readManifest, routeInitialJs, staticClosure } from '../../../bench/lib/initial-js.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = readManifest(dist);
const BUDGET_KB = 150;
const home = routeInitialJs(dist, manifest, { page: 'src/features/home/pages/HomePage.tsx', namespaces: ['common', 'home', 'areas'] });
printSizes(home, 'home route initial JS', BUDGET_KB);

// Fetched right after the first paint, not part of the budget: the home page's live market rows.
const initial = staticClosure(manifest, ['index.html', 'src/features/home/pages/HomePage.tsx']);
const later = [...staticClosure(manifest, ['src/features/home/components/MarketRows.tsx'])].filter((key) => !initial.has(key));
console.log(`${kb(gzipSizes(dist, filesOf(manifest, later)).total).padStart(8)} KB  after the first paint (home market rows and the live quotes code)`);
if (home.total / 1024 > BUDGET_KB) process.exitCode = 1;
