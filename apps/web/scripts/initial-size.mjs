// The home route's initial JavaScript, gzipped (kB of 1000 bytes, as Vite reports): the entry, the home page chunk, everything they import statically,
// and the en locale files (static JSON) the home route loads. Run after `npm run build -w @candor/web`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const BUDGET_KB = 150;
const roots = ['index.html', 'src/features/home/pages/HomePage.tsx'];
// The locale files are static JSON under dist/locales/<version>/ (see locales-plugin.ts); the home route loads these.
const [localesVersion] = readdirSync(`${dist}locales`);
const homeLocales = ['common', 'home', 'areas'].map((ns) => `locales/${localesVersion}/en/${ns}.json`);

const seen = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const dep of chunk.imports ?? []) visit(dep);
};
roots.forEach(visit);

let total = 0;
let raw = 0;
let wire = 0;
const rows = [...[...seen].map((key) => manifest[key].file), ...homeLocales].map((file) => {
  const body = readFileSync(dist + file);
  const size = gzipSync(body).length;
  total += size;
  raw += body.length;
  // On the wire: the brotli twin the build made (vite-plugin-compression2), which the server sends to a browser that accepts br.
  wire += existsSync(`${dist}${file}.br`) ? statSync(`${dist}${file}.br`).size : body.length;
  return [size, file];
}).sort((a, b) => b[0] - a[0]);
for (const [size, file] of rows) console.log(`${(size / 1000).toFixed(2).padStart(8)} KB  ${file}`);
console.log(`${(total / 1000).toFixed(2).padStart(8)} KB  home route initial JS (gzip), budget ${BUDGET_KB} KB`);
console.log(`${(wire / 1000).toFixed(2).padStart(8)} KB  on the wire (brotli twins; ${(raw / 1000).toFixed(2)} KB uncompressed)`);

// Fetched right after the first paint, not part of the budget: the home page's live market rows.
const initial = new Set(seen);
visit('src/features/home/components/MarketRows.tsx');
const deferred = [...seen].filter((key) => !initial.has(key))
  .reduce((sum, key) => sum + gzipSync(readFileSync(dist + manifest[key].file)).length, 0);
console.log(`${(deferred / 1000).toFixed(2).padStart(8)} KB  after the first paint (home market rows and the live quotes code)`);
if (total / 1024 > BUDGET_KB) process.exitCode = 1;
