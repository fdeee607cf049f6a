import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './paths.js';

/** Where a worker thread starts, and the Node options it needs for it. */
export interface WorkerModule {
  url: URL;
  /** Unset: the thread takes the process's own (Node's default). */
  execArgv?: string[];
}

/**
 * A worker thread's entry: a module of the gateway named as it is built, relative to its caller
 * (`new URL('./x-worker.js', import.meta.url)`). From the build, the compiled file next to the caller. From the
 * TypeScript sources (the unit tests, which need no build), the `.ts` file next to it, loaded through
 * scripts/typescript-loader.mjs: a worker thread does not go through the tests' own transform.
 */
export function workerModule(url: URL): WorkerModule {
  if (existsSync(fileURLToPath(url))) return { url };
  const source = new URL(url.href.replace(/\.js$/, '.ts'));
  if (!existsSync(fileURLToPath(source))) throw new Error(`Module de worker introuvable : ${fileURLToPath(url)}`);
  const loader = pathToFileURL(path.join(repoRoot, 'scripts', 'typescript-loader.mjs')).href;
  return { url: source, execArgv: [...process.execArgv, '--import', loader] };
}
