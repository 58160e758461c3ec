// Types of initial-js.mjs for the TypeScript that shares it (the web app's service worker shell, apps/web/src/pwa/shell.ts).
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;
export type Sizes = { rows: { file: string; bytes: number }[]; total: number };

export function readManifest(dist: string): BuildManifest;
export function staticClosure(manifest: BuildManifest, roots: readonly string[]): Set<string>;
export function filesOf(manifest: BuildManifest, keys: Iterable<string>): string[];
export function gzipBytes(buffer: Uint8Array): number;
export function gzipSizes(dist: string, files: readonly string[]): Sizes;
export function localesVersion(dist: string): string | null;
export function routeInitialJs(dist: string, manifest: BuildManifest, route: { page?: string; namespaces?: readonly string[]; lang?: string }): Sizes;
export function kb(bytes: number): string;
export function printSizes(sizes: Sizes, label: string, budgetKb: number): boolean;
