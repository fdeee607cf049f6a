import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root: the nearest folder above this module whose package.json declares workspaces. */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Racine du dépôt introuvable (package.json avec workspaces)');
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * A compiled module of the gateway (a worker thread's entry) named relative to its caller, e.g.
 * `new URL('./x-worker.js', import.meta.url)`. When the caller runs from its TypeScript source (tests), the
 * compiled file is its built copy under gateway/dist.
 */
export function builtModule(url: URL): URL {
  const file = fileURLToPath(url);
  if (existsSync(file)) return url;
  const sources = path.join(repoRoot, 'gateway', 'src');
  return pathToFileURL(path.join(repoRoot, 'gateway', 'dist', path.relative(sources, file)));
}
