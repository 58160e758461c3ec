// The back office's initial JavaScript, gzipped (kB of 1000 bytes, as Vite reports): the entry and everything it
// imports statically; each screen's chunk loads when it is opened. Run after `npm run build -w @candor/admin`.
import { fileURLToPath } from 'node:url';
import { filesOf, gzipSizes, printSizes, readManifest, staticClosure } from '../../../bench/lib/initial-js.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = readManifest(dist);
const BUDGET_KB = 250;
const within = printSizes(gzipSizes(dist, filesOf(manifest, staticClosure(manifest, ['index.html']))), 'back office initial JS', BUDGET_KB);
if (!within) process.exitCode = 1;
