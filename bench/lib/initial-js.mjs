// A route's initial JavaScript, read from a Vite build manifest (build.manifest: true): the entry and the route's
// page chunk with everything they import statically (dynamic imports load later), plus any static files the route
// fetches before its first paint (the web app's locale JSON), each gzipped (zlib default level, as Vite reports).
// Shared by apps/web/scripts/initial-size.mjs, apps/admin/scripts/initial-size.mjs and bench/web-lighthouse.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The build manifest of a Vite dist folder (throws with a hint when the app is not built). */
export function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No build manifest at ${file}: build the app first (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest keys reached from the roots through static imports (a root missing from the manifest is skipped). */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

/** The JavaScript files of those keys (CSS is render-blocking but not script; it is not counted here). */
export const filesOf = (manifest, keys) => [...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));

export const gzipBytes = (buffer) => gzipSync(buffer).length;

/** Each file's gzipped size (largest first) and their total, in bytes. */
export function gzipSizes(dist, files) {
  const rows = files.map((file) => ({ file, bytes: gzipBytes(readFileSync(join(dist, file))) })).sort((a, b) => b.bytes - a.bytes);
  return { rows, total: rows.reduce((sum, r) => sum + r.bytes, 0) };
}

/** The web app's locale folder version (dist/locales/<version>/), or null when the build has none. */
export function localesVersion(dist) {
  const dir = join(dist, 'locales');
  return existsSync(dir) ? (readdirSync(dir)[0] ?? null) : null;
}

/** The initial JS of one route: the entry, the page and its static imports, and the locale namespaces it loads first. */
export function routeInitialJs(dist, manifest, { page, namespaces = [], lang = 'en' }) {
  const version = localesVersion(dist);
  const locales = version ? namespaces.map((ns) => `locales/${version}/${lang}/${ns}.json`) : [];
  return gzipSizes(dist, [...filesOf(manifest, staticClosure(manifest, ['index.html', ...(page ? [page] : [])])), ...locales]);
}

export const kb = (bytes) => (bytes / 1000).toFixed(2);

/** Prints the rows and the total against a budget (kB of 1000 bytes, as Vite reports); true when within it. */
export function printSizes({ rows, total }, label, budgetKb) {
  for (const { bytes, file } of rows) console.log(`${kb(bytes).padStart(8)} KB  ${file}`);
  console.log(`${kb(total).padStart(8)} KB  ${label} (gzip), budget ${budgetKb} KB`);
  return total / 1000 <= budgetKb;
}
