import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PreloadImage } from '../../services/seo/page-meta.js';
import { PAGE_MODULES_META } from '@garage/contract/page-contract';

/** One module of Vite's build manifest (`build.manifest`): its output file and what it needs. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The manifest Vite writes next to the built SPA, or undefined (no build, or built without it). */
export function readBuildManifest(clientDist: string): BuildManifest | undefined {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `<link>` hints that let the browser fetch, alongside the entry scripts, what the route would otherwise only ask for
 * once they have run: the app's chunks and the screen's lazy chunk with the chunks and styles it imports (Vite's
 * loader waits for those styles before it renders the screen), and the image that will be the page's largest paint.
 * Without them each of these waits a round trip behind the one before. Files the entry already loads are left out.
 *
 * A page rendered on the gateway links its styles (needed for the first paint) and names its scripts in
 * `<meta name="page-modules">` instead: client/src/boot.ts asks for them once the page has painted.
 */
export function preloadLinks(
  manifest: BuildManifest | undefined,
  /** Source modules the page shows (its screen, and lazy parts shown at once), as Vite's manifest names them. */
  modules: string[],
  image: PreloadImage | undefined,
  /** The page's HTML is rendered: its styles are needed before the first paint, not just fetched early. */
  options: { rendered?: boolean } = {},
): string[] {
  const links: string[] = [];
  const scripts: string[] = [];
  if (manifest && modules.some((module) => manifest[module])) {
    const loaded = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      if (into.has(key)) return;
      into.add(key);
      for (const imported of manifest[key]?.imports ?? []) walk(imported, into);
    };
    walk('index.html', loaded);
    const needed = new Set<string>();
    for (const module of modules) walk(module, needed);
    for (const key of needed) {
      const needs = manifest[key];
      if (!needs || loaded.has(key)) continue;
      if (options.rendered) scripts.push(`/${needs.file}`);
      else links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(needs.file)}" />`);
      for (const css of needs.css ?? []) {
        links.push(
          options.rendered
            ? `<link rel="stylesheet" crossorigin href="/${escapeAttribute(css)}" />`
            : `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(css)}" />`,
        );
      }
    }
  }
  if (scripts.length)
    links.push(`<meta name="${PAGE_MODULES_META}" content="${escapeAttribute(scripts.join(' '))}" />`);
  if (image) {
    const responsive = image.srcset
      ? ` imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(image.sizes ?? '100vw')}"`
      : '';
    links.push(
      `<link rel="preload" as="image" href="${escapeAttribute(image.href)}"${responsive} fetchpriority="high" />`,
    );
  }
  return links;
}
