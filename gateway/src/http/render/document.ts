import type { PageMeta } from '../../services/seo/page-meta.js';
import { RENDERED_STATE_ID } from '@garage/contract/page-contract';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a render made (http/render-worker.ts): the app's markup, and the data the browser hydrates from. */
export interface RenderedBody {
  html: string;
  state: unknown;
}

/** What the page around the rendered app is made of; a render thread gets it with each render. */
export interface DocumentParts {
  template: string;
  meta: PageMeta;
  publicUrl: string;
  siteName: string;
  /** Resource hints (already escaped `<link>` elements), placed before the metadata. */
  preloads: string[];
}

/**
 * The SPA shell with the route's own head: title, description, canonical URL, Open Graph and JSON-LD, so search
 * engines and link previews see them without running scripts. JSON-LD is data, not script: the CSP allows it.
 */
export function renderDocument(
  { template, meta, publicUrl, siteName, preloads }: DocumentParts,
  /** The page rendered on the gateway; without it the browser renders the page into the empty root. */
  body?: RenderedBody,
): string {
  const canonical = meta.canonicalPath === undefined ? undefined : `${publicUrl}${meta.canonicalPath}`;
  const head = [
    ...preloads,
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.manifest ? `<link rel="manifest" href="${escapeHtml(meta.manifest)}" />` : '',
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}" />` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(`${publicUrl}${meta.image}`)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    // A function, not a string: in a replacement string `$'`, `$&` or `` $` `` in a title would splice parts of the
    // template into the head.
    .replace('</head>', () => `  ${head}\n  </head>`);
  if (!body) return withHead;
  return (
    withHead
      // The page reads without scripts: the shell's « this site needs JavaScript » does not apply. (The shell's tag
      // is formatted as `</noscript\n>`.)
      .replace(/<noscript[\s\S]*?<\/noscript\s*>\s*/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body.html}</div>\n    <script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(body.state)}</script>`,
      )
  );
}
