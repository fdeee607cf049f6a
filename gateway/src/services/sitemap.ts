import { LEGAL_DOCUMENTS } from './legal-documents.js';
import type { ReferenceSnapshot } from './reference-reader.js';

/** The sitemaps protocol allows 50,000 URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

const CENTRE_SECTIONS = ['services', 'reprogrammation', 'realisations', 'franchise', 'maritime', 'contact'];

/** Every public path of the configured centre preset, centreless forms included. */
export function publicPaths({ centres, services }: ReferenceSnapshot): string[] {
  const paths = ['/', ...Object.keys(LEGAL_DOCUMENTS).map((slug) => `/${slug}`), '/sitemap'];
  const sectionPaths = (prefix: string) => [
    ...CENTRE_SECTIONS.map((section) => `${prefix}/${section}`),
    ...services.map((s) => `${prefix}/services/${s.slug}`),
  ];
  paths.push(...sectionPaths(''));
  for (const centre of centres) paths.push(`/${centre.id}`, ...sectionPaths(`/${centre.id}`));
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
