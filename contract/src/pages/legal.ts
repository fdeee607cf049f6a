import type { HeadFunction, RouteDeclaration } from './page-head.js';

/** The legal pages: their texts are the preset's (gateway/src/content/legal-texts.ts), so are their titles. */
export const legalNotice = {
  id: 'legalNotice',
  patterns: ['/mentions-legales'],
  screen: 'LegalNotice',
  scope: 'site',
  public: true,
} as const satisfies RouteDeclaration;
export const privacy = {
  id: 'privacy',
  patterns: ['/confidentialite'],
  screen: 'Privacy',
  scope: 'site',
  public: true,
} as const satisfies RouteDeclaration;
export const terms = {
  id: 'terms',
  patterns: ['/conditions'],
  screen: 'Terms',
  scope: 'site',
  public: true,
} as const satisfies RouteDeclaration;

export const head: HeadFunction = ({ pathname, lookups }) => {
  const slug = pathname.split('/').filter(Boolean)[0]!;
  const legal = lookups.legal(slug);
  return legal ? { title: legal.title, description: legal.description, canonicalPath: `/${slug}` } : 'notFound';
};
