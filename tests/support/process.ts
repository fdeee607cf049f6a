import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export { freePort } from './ports.js';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const builtGateway = path.join(repoRoot, 'gateway', 'dist', 'main.js');

/** The Node that runs the gateway: the project's pinned Node 24 (argon2 in node:crypto), whatever runs the tests. */
export function gatewayNode(): string {
  const pinned = path.join(repoRoot, 'node_modules', 'node', 'bin', 'node');
  return existsSync(pinned) ? pinned : process.execPath;
}

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the built gateway (`npm run build` first) as its own process, as `npm start` does. */
export function spawnGateway(env: Record<string, string>, port: number): GatewayProcess {
  let output = '';
  const child = spawn(gatewayNode(), [builtGateway], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Demo realisations take seconds to generate; tests that need them turn them on.
      DEMO_CONTENT: 'false',
      // Without demo realisations a gateway in production would be the real site (decision 027): a test one is not.
      NODE_ENV: 'test',
      // Its clients are the test's own: nobody to wait for on SIGTERM, but in the test of that wait.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until /api/health answers 200, or fails with the process output. */
export async function waitHealthy(gateway: GatewayProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void gateway.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`gateway exited (${exitCode}):\n${gateway.output()}`);
    try {
      const response = await fetch(`${gateway.url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gateway not healthy after ${timeoutMs} ms:\n${gateway.output()}`);
}
