// Starts the built gateway for the browser tests on a throw-away data folder: `node scripts/e2e-server.mjs <preset> <port>`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [preset = 'fr', port = '4310'] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(os.tmpdir(), `e2e-${preset}-`));
const root = path.resolve(import.meta.dirname, '..');
const child = spawn(process.execPath, [path.join(root, 'gateway/dist/gateway/src/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    CENTRES: preset,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
