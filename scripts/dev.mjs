// `npm run dev`: the gateway and the contract recompiled by tsc on change and restarted by node --watch (port 3000), and the Vite dev
// server with hot reload (http://localhost:5173) proxying /api, /graphql and /uploads to it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (label, cmd, args, options = {}) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${label} arrêté (${code ?? 'signal'})`);
    shutdown();
  });
  return child;
};

console.log('[dev] compilation initiale du contrat, des migrations et de la gateway…');
// The gateway imports the contract and the migrations compiled (their packages' dist/).
for (const project of ['contract/tsconfig.build.json', 'migrations/tsconfig.json', 'gateway/tsconfig.build.json']) {
  const first = spawnSync('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' });
  if (first.status !== 0) process.exit(first.status ?? 1);
}
spawnSync('node', ['client/scripts/generate-service-images.mjs'], { cwd: root, stdio: 'inherit' });

const children = [
  run('tsc contract', 'npx', ['tsc', '-p', 'contract/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run('tsc', 'npx', ['tsc', '-p', 'gateway/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run('gateway', process.execPath, ['--watch', '--watch-preserve-output', 'gateway/dist/main.js'], {
    env: { NODE_ENV: 'development' },
  }),
  run('vite', 'npx', ['vite', '--config', 'client/vite.config.ts', 'client']),
];

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
