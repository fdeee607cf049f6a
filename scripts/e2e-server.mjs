// Starts the built gateway for the browser tests on a throw-away data folder: `node scripts/e2e-server.mjs <preset> <port>`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from '../tests/e2e/admin-account.mjs';

const [preset = 'fr', port = '4310'] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(os.tmpdir(), `e2e-${preset}-`));
const root = path.resolve(import.meta.dirname, '..');
// The gateway needs Node 24 (argon2 in node:crypto): the project's pinned `node` package, whatever Node runs this
// script (`npx playwright` puts the system Node first on PATH).
const pinnedNode = path.join(root, 'node_modules', 'node', 'bin', 'node');
const child = spawn(
  existsSync(pinnedNode) ? pinnedNode : process.execPath,
  [path.join(root, 'gateway/dist/gateway/src/main.js')],
  {
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
      // The admin screen's tests sign in as this account.
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
);
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
