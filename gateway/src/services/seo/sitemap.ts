import { ROUTES } from '@garage/contract/route-manifest';
import { paths as pagePaths } from '@garage/contract/paths';
import type { ReferenceSnapshot } from '../reference-reader.js';
import type { RealisationView } from '../realisations/reads.js';

/** The sitemaps protocol allows 50,000 URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

/** The route table's public pages without parameters: the site's own, and those that exist for each centre. */
const fixedPatterns = (scope: 'site' | 'centre') =>
  ROUTES.filter((r) => r.public && r.scope === scope)
    .flatMap((r) => r.patterns)
    .filter((pattern) => !pattern.includes(':'));

/**
 * Every public path of the configured centre preset, centreless forms included, and each published job's page.
 * (The catalogue's pages are added by the caller.)
 */
export function publicPaths({ centres, services }: ReferenceSnapshot, realisations: RealisationView[]): string[] {
  const paths = [...fixedPatterns('site')];
  const sectionPaths = (prefix: string) => [
    ...fixedPatterns('centre').map((pattern) => `${prefix}/${pattern}`),
    ...services.map((s) => pagePaths.service(s.slug, prefix.slice(1) || undefined)),
  ];
  paths.push(...sectionPaths(''));
  for (const centre of centres) paths.push(pagePaths.centreHome(centre.id), ...sectionPaths(`/${centre.id}`));
  paths.push(...realisations.map((r) => pagePaths.realisation(String(r.id), r.slug)));
  return paths;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlSet(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, count: number): string {
  const entries = Array.from(
    { length: count },
    (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}
