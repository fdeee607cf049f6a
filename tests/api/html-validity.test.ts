import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES, matchRoute, type RouteDefinition } from '@garage/contract/route-manifest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { loadCentrePreset } from '../../gateway/src/content/centres/index.js';
import { startTestGateway } from '../support/gateway.js';
import { copyTemplateFolder, demoTemplate } from '../support/templates.js';

/**
 * Every public page passes the Nu HTML checker (vnu.jar, from the `vnu-jar` package) without errors: one page per
 * pattern of each public route of the manifest, in its centreless form and under a centre, and « Page introuvable ».
 * The pages come from a gateway on the demo content, so that the gallery has its pictures and videos. Each of them
 * is also rendered in one pass: its loader (client/src/app/page-data.ts) asked for all its screens read.
 */

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
/** Debian's Java (`node scripts/ensure-system-packages.mjs java`), or JAVA_PATH. */
const java = process.env.JAVA_PATH ?? 'java';

const PRESET = 'fr';
const centres = new Set(loadCentrePreset(PRESET).map((c) => c.id));
/** Unknown addresses: the 404 page, without and with a centre (its links then lead to that centre's pages). */
const NOT_FOUND = ['/pas/une-page', `/${[...centres][0]}/nulle-part`];

/** `home /`, `configurator reprogrammation/:type (centre)`…: what one representative page stands for. */
const kindOf = (route: RouteDefinition, pattern: string, centre: string | undefined) =>
  `${route.id} ${pattern || '/'}${centre && route.scope === 'centre' ? ' (centre)' : ''}`;

/** The kinds of page the manifest declares public: a centre page exists under a centre and without one. */
function publicKinds(): string[] {
  return ROUTES.filter((r) => r.public).flatMap((route) =>
    route.patterns.flatMap((pattern) => {
      if (route.scope === 'site') return [kindOf(route, pattern, undefined)];
      if (route.scope === 'centreHome') return [kindOf(route, pattern, 'centre')];
      return [kindOf(route, pattern, undefined), kindOf(route, pattern, 'centre')];
    }),
  );
}

/**
 * The first path of each kind among the sitemap's. The sitemap lists the catalogue and the jobs in their centreless
 * form only, and no vehicle year: those come from the paths' parents and from the same paths under a centre.
 */
function representatives(sitemap: string[]): Map<string, string> {
  const centre = [...centres][0]!;
  const candidates = new Set<string>();
  for (const page of sitemap) {
    const segments = page.split('/').filter(Boolean);
    for (let n = segments.length; n >= 0; n--) {
      const ancestor = `/${segments.slice(0, n).join('/')}`;
      candidates.add(ancestor);
      if (!centres.has(segments[0]!)) candidates.add(`/${centre}${ancestor === '/' ? '' : ancestor}`);
    }
  }
  const chosen = new Map<string, string>();
  for (const page of candidates) {
    const match = matchRoute(page, (id) => centres.has(id));
    if (!match?.route.public) continue;
    const depth = page.split('/').filter(Boolean).length - (match.centre ? 1 : 0);
    const pattern = match.route.patterns.find((p) => p.split('/').filter(Boolean).length === depth)!;
    const kind = kindOf(match.route, pattern, match.centre);
    if (!chosen.has(kind)) chosen.set(kind, page);
  }
  return chosen;
}

interface VnuMessage {
  /** `error`, or `non-document-error` for a file the checker could not read. */
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over every file (the JVM takes seconds to start) and returns its messages. */
function validate(files: string[]): Promise<VnuMessage[]> {
  // Serial GC and the first JIT tier only: the checker runs for a few seconds, where starting fast matters most.
  // Its schema checks recurse deeply (it asks for a 512 KB stack at least), the more so in unoptimised frames.
  const jvm = ['-Xss16m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
  const args = [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json'];
  return new Promise((resolve, reject) => {
    execFile(java, [...args, ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
        return reject(
          new Error(
            `Java introuvable (${java}) : le contrôle HTML lance vnu.jar avec Java. Installez-le avec ` +
              '« node scripts/ensure-system-packages.mjs java » (paquet Debian default-jre-headless) ou indiquez-le ' +
              'dans JAVA_PATH.',
          ),
        );
      // Exit code 1 only says that there are errors; no JSON at all is a failure to run. (The JVM may print a line
      // of its own before it, JAVA_TOOL_OPTIONS for one.)
      try {
        resolve((JSON.parse(stderr.slice(stderr.indexOf('{'))) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar n’a pas pu contrôler les pages : ${error?.message ?? ''}\n${stderr}`));
      }
    });
  });
}

/** Renders of the gateway so far that took more than one pass (`garage_page_renders_total`, by passes). */
async function rendersOverOnePass(url: string): Promise<number> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return [...metrics.matchAll(/^garage_page_renders_total\{passes="(\d+)"\} (\d+)$/gm)]
    .filter(([, passes]) => passes !== '1')
    .reduce((sum, [, , count]) => sum + Number(count), 0);
}

describe('HTML validity (Nu HTML checker)', () => {
  let gateway: RunningGateway;
  let dataDir: string;
  let pagesDir: string;
  beforeAll(async () => {
    const template = await demoTemplate(PRESET, inject('catalogueTemplates').embedded);
    dataDir = copyTemplateFolder(template, 'gw-html-');
    // A render that ran out of time would send the page for the browser to render: check the rendered one.
    gateway = await startTestGateway(
      { backend: 'embedded', env: { DATA_DIR: dataDir }, drop: async () => undefined },
      { CENTRES: PRESET, RENDER_BUDGET_MS: '60000' },
    );
    pagesDir = mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  });
  afterAll(async () => {
    await gateway?.close();
    for (const dir of [dataDir, pagesDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('every public route of the manifest and the 404 page have no errors', async () => {
    const sitemap = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    const pages = representatives(paths);
    expect(
      publicKinds().filter((kind) => !pages.has(kind)),
      'routes with no page to check',
    ).toEqual([]);

    const fileOf = new Map<string, string>();
    const severalPasses: string[] = [];
    for (const [index, page] of [...pages.values(), ...NOT_FOUND].entries()) {
      const before = await rendersOverOnePass(gateway.url);
      const response = await fetch(gateway.url + page, { redirect: 'manual' });
      if ((await rendersOverOnePass(gateway.url)) > before) severalPasses.push(page);
      expect(response.status, page).toBe(NOT_FOUND.includes(page) ? 404 : 200);
      const html = await response.text();
      expect(html, `${page} rendered on the gateway`).toContain('id="page-data"');
      const file = path.join(pagesDir, `${index}.html`);
      writeFileSync(file, html);
      fileOf.set(file, page);
    }

    expect(severalPasses, 'pages whose data was not all loaded before their render').toEqual([]);

    const messages = await validate([...fileOf.keys()]);
    const pageOf = (url = '') => fileOf.get(url.startsWith('file:') ? new URL(url).pathname : url) ?? url;
    const errors = messages.map(
      (m) =>
        `${pageOf(m.url)}${m.lastLine ? `, line ${m.lastLine}` : ''}: ${m.type === 'error' ? '' : `(${m.type}) `}` +
        m.message +
        (m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''),
    );
    expect(errors, `${errors.length} errors on ${fileOf.size} pages`).toEqual([]);
  });
});
