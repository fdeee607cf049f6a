/**
 * The JavaScript budget of public pages (DESIGN.md: 155 kB gzip), read from the client build's manifest: what a first
 * visit of each public route downloads before it is usable. Deterministic (file sizes, no browser, no timing); the
 * bench `page-weight` measures the same in Chromium, with the HTML.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@garage/contract/route-manifest';
import { screenModule } from '@garage/contract/pages/page-head';
import { screen as notFoundScreen } from '@garage/contract/pages/not-found';

const BUDGET_KB = 155;
/**
 * Routes known to be over the budget, each with the ceiling it may not pass while it is (a ratchet: the figure only
 * goes down) and why. An entry fails once its route is back within the budget, so that it is removed then.
 */
const OVER_BUDGET: Record<string, { ceilingKb: number; why: string }> = {};
const dist = path.join(import.meta.dirname, '../../client/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A module of the manifest, which every key the build names must be. */
function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} n’est pas dans le manifeste du build`);
  return found;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 6 }).length / 1024;

/** The modules `keys` load, with everything they import statically. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunk(key).imports ?? []));
  }
  return seen;
}

// client/src/boot.ts imports the app (React DOM, then the router and Apollo) on every page: the entry's dynamic imports.
const boot = ['index.html', ...(chunk('index.html').dynamicImports ?? [])];

/** A route's JavaScript: the app, its screen and the lazy parts it shows at once, as the gateway preloads them. */
function routeWeight(modules: string[]) {
  const files = new Set([...closure([...boot, ...modules])].map((key) => chunk(key).file));
  const sizes = [...files].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  return {
    kb: sizes.reduce((sum, { kb }) => sum + kb, 0),
    // What to look at when it fails: the largest files, in kB gzip.
    largest: sizes
      .slice(0, 6)
      .map(({ file, kb }) => `${file} ${kb.toFixed(1)}`)
      .join(', '),
  };
}

describe('the JavaScript of public pages', () => {
  const routes = [
    // A route whose pages show different lazy parts is weighed once per set, each set named after its first module.
    ...ROUTES.filter((route) => route.public).flatMap((route) =>
      (route.showsOneOf ?? [[]]).map((oneOf) => ({
        id: oneOf.length ? `${route.id} (${path.basename(oneOf[0]!, '.tsx')})` : route.id,
        modules: [screenModule(route.screen), ...(route.shows ?? []), ...oneOf],
      })),
    ),
    { id: 'notFound', modules: [screenModule(notFoundScreen)] },
  ];

  it.each(routes)(`keeps $id within ${BUDGET_KB} kB gzip`, ({ id, modules }) => {
    const { kb, largest } = routeWeight(modules);
    const over = OVER_BUDGET[id];
    if (!over) return expect(kb, `plus gros fichiers : ${largest}`).toBeLessThanOrEqual(BUDGET_KB);
    expect(
      kb,
      `${id} ne doit pas dépasser ${over.ceilingKb} ko (${over.why}) ; plus gros fichiers : ${largest}`,
    ).toBeLessThanOrEqual(over.ceilingKb);
    expect(kb, `${id} tient dans le budget : retirez-le de OVER_BUDGET`).toBeGreaterThan(BUDGET_KB);
  });

  it('leaves the admin’s screen and the playground out of every public page', () => {
    const publicChunks = new Set(
      routes.flatMap(({ modules }) => [...closure([...boot, ...modules])].map((key) => chunk(key).file)),
    );
    const adminOnly = [...closure([screenModule('Admin')])].filter(
      (key) => key.startsWith('src/features/admin') || key === screenModule('Admin'),
    );
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const key of [...adminOnly, 'playground.html']) expect(publicChunks).not.toContain(chunk(key).file);
  });
});
