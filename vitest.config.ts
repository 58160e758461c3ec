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
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/admin/src/**/*.test.{ts,tsx}'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // On PostgreSQL every test app has its own schema (test/harness.ts), so files run in parallel there too.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which leaves a core
    // idle while a test waits on the database. One per core (VITEST_MAX_WORKERS overrides).
    maxWorkers: Number(process.env['VITEST_MAX_WORKERS'] ?? Math.max(2, availableParallelism())),
  },
});
