import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run the TypeScript sources of workspace packages, not their build output.
    alias: {
      '@candor/shared': here('./packages/shared/src/index.ts'),
      '@candor/matching': here('./packages/matching/src/index.ts'),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // On PostgreSQL every test app has its own schema (test/harness.ts), so files run in parallel there too.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which leaves a core
    // idle while a test waits on the database. One per core (VITEST_MAX_WORKERS overrides).
    maxWorkers: Number(process.env['VITEST_MAX_WORKERS'] ?? Math.max(2, availableParallelism())),
    projects: [
      {
        extends: true,
        test: {
          // The server suite: every file builds the whole app, whose import through vite's module runner cost about
          // 2 s a file in a fresh module graph. Without isolation a worker imports the app once and reuses it for
          // every file it runs (docs/decisions.md, cispeed2). Test apps are instances (createTestApp), never module
          // state; spies are restored and fake timers undone after each file (below), so no file sees another's.
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          isolate: process.env['VITEST_ISOLATE_SERVER'] === '1',
          setupFiles: ['apps/server/src/test/shared-worker.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'units',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/admin/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
