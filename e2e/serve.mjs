// Starts the built server for the browser tests: a free data dir (fresh database), DEV_OUTBOX on.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '18931';
const dataDir = mkdtempSync(join(tmpdir(), 'candor-e2e-'));
const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DEV_OUTBOX: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANON_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000', FIRST_ADMIN_USERNAME: 'admin', FIRST_ADMIN_PASSWORD: 'e2e-admin-password' },
  stdio: 'inherit',
});
const stop = () => { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); };
process.on('SIGTERM', () => { stop(); process.exit(0); });
process.on('SIGINT', () => { stop(); process.exit(0); });
child.on('exit', (code) => { rmSync(dataDir, { recursive: true, force: true }); process.exit(code ?? 0); });
