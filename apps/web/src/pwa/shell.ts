import { staticClosure, type BuildManifest } from '../../../../bench/lib/initial-js.mjs';

/**
 * The app shell the service worker precaches: the entry and the start page (home) with everything they import
 * statically and their CSS. Every other chunk is cached the first time a page loads it (the worker's runtime
 * cache), so a first visit does not download the whole app in the background.
 */
export const SHELL_ROOTS = ['index.html', 'src/features/home/pages/HomePage.tsx'] as const;

export function shellFiles(manifest: BuildManifest, roots: readonly string[] = SHELL_ROOTS): Set<string> {
  const files = new Set<string>();
  for (const key of staticClosure(manifest, roots)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/** Keeps the precache entries outside assets/ (pages, icons, offline page) and the shell's own chunks. */
export function keepShell<E extends { url: string }>(entries: readonly E[], shell: ReadonlySet<string>): E[] {
  return entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url));
}
