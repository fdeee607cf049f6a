/**
 * The spec's route table (section 2), once, for the SPA's router and for the gateway (which renders, redirects,
 * titles, preloads and lists these pages: gateway/src/services/seo/page-meta.ts, gateway/src/http/spa.ts).
 */

/** Modules of client/src/routes: each screen is its own chunk. */
export type Screen =
  | 'Landing'
  | 'CentreHome'
  | 'ServicesList'
  | 'ServiceDetail'
  | 'Configurator'
  | 'Realisations'
  | 'Admin'
  | 'Franchise'
  | 'Maritime'
  | 'Contact'
  | 'Booking'
  | 'MyBooking'
  | 'LegalNotice'
  | 'Privacy'
  | 'Terms'
  | 'Sitemap'
  | 'NotFound';

export type RouteId =
  | 'home'
  | 'admin'
  | 'legalNotice'
  | 'privacy'
  | 'terms'
  | 'sitemap'
  | 'centreHome'
  | 'services'
  | 'service'
  | 'configurator'
  | 'realisations'
  | 'realisation'
  | 'franchise'
  | 'maritime'
  | 'contact'
  | 'booking'
  | 'myBooking';

export interface RouteDefinition {
  id: RouteId;
  /**
   * React Router patterns. A `site` page's are absolute; a `centre` page's are relative to `/{center}` and to `/`
   * (its centreless form, which sends a visitor with a chosen centre on to that centre's page).
   */
  patterns: string[];
  screen: Screen;
  scope: 'site' | 'centre' | 'centreHome';
  /** Rendered on the gateway and listed in sitemap.xml (the admin is neither). */
  public: boolean;
  /**
   * Lazy modules a page of this route shows at once besides its screen: the gateway sends their code and styles with
   * the page (the screen's own are always sent).
   */
  shows?: string[];
  /**
   * The query parameters (`PAGE_QUERY` of page-contract.ts) the screen reads. The gateway renders a page by its path
   * and these alone; a page with any of them is rendered for that visit and not kept (decision 028).
   */
  query?: readonly string[];
}

const GALLERY_QUERY = ['marque', 'modele', 'apres', 'type'];

/**
 * The configurator's six depths, one pattern each. (Optional segments, `:type?/:brand?/…`, would be expanded by
 * React Router into every subset of them, 32 routes per form, each compiled to a regular expression at every match.)
 */
const CONFIGURATOR_PATTERNS = [
  'reprogrammation',
  'reprogrammation/:type',
  'reprogrammation/:type/:brand',
  'reprogrammation/:type/:brand/:model',
  'reprogrammation/:type/:brand/:model/:year',
  'reprogrammation/:type/:brand/:model/:year/:engine',
];

export const ROUTES: readonly RouteDefinition[] = [
  { id: 'home', patterns: ['/'], screen: 'Landing', scope: 'site', public: true },
  { id: 'admin', patterns: ['/realisations/admin'], screen: 'Admin', scope: 'site', public: false },
  { id: 'legalNotice', patterns: ['/mentions-legales'], screen: 'LegalNotice', scope: 'site', public: true },
  { id: 'privacy', patterns: ['/confidentialite'], screen: 'Privacy', scope: 'site', public: true },
  { id: 'terms', patterns: ['/conditions'], screen: 'Terms', scope: 'site', public: true },
  { id: 'sitemap', patterns: ['/sitemap'], screen: 'Sitemap', scope: 'site', public: true },
  // The visitor's own booking: the token of its link is in the fragment, so there is nothing to render on the gateway.
  { id: 'myBooking', patterns: ['/mon-rendez-vous'], screen: 'MyBooking', scope: 'site', public: false },
  { id: 'centreHome', patterns: [''], screen: 'CentreHome', scope: 'centreHome', public: true },
  { id: 'services', patterns: ['services'], screen: 'ServicesList', scope: 'centre', public: true },
  { id: 'service', patterns: ['services/:service'], screen: 'ServiceDetail', scope: 'centre', public: true },
  { id: 'configurator', patterns: CONFIGURATOR_PATTERNS, screen: 'Configurator', scope: 'centre', public: true },
  {
    id: 'realisations',
    patterns: ['realisations'],
    screen: 'Realisations',
    scope: 'centre',
    public: true,
    query: GALLERY_QUERY,
  },
  {
    id: 'realisation',
    patterns: ['realisations/:realisation'],
    screen: 'Realisations',
    scope: 'centre',
    public: true,
    shows: ['src/features/gallery/Lightbox.tsx'],
    query: GALLERY_QUERY,
  },
  { id: 'franchise', patterns: ['franchise'], screen: 'Franchise', scope: 'centre', public: true },
  { id: 'maritime', patterns: ['maritime'], screen: 'Maritime', scope: 'centre', public: true },
  {
    id: 'contact',
    patterns: ['contact'],
    screen: 'Contact',
    scope: 'centre',
    public: true,
    query: ['prestation', 'vehicle', 'sujet', 'moteur'],
  },
  {
    id: 'booking',
    patterns: ['rendez-vous'],
    screen: 'Booking',
    scope: 'centre',
    public: true,
    query: ['prestation', 'vehicle', 'travaux'],
  },
];

export interface RouteMatch {
  route: RouteDefinition;
  /** The pattern's named segments, decoded. */
  params: Record<string, string>;
  /** The centre of a `/{center}/…` path. */
  centre?: string;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * The route of a path as the SPA's router resolves it: static segments first (so `/services` is never a centre),
 * then `/{center}/…` for a centre of the preset. Null for a path outside the table.
 */
export function matchRoute(pathname: string, isCentre: (id: string) => boolean): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  for (const route of ROUTES) {
    for (const pattern of route.patterns) {
      if (route.scope === 'centreHome') continue;
      const params = matchPattern(pattern, segments);
      if (params) return { route, params };
    }
  }
  const [centre, ...rest] = segments;
  if (!centre || !isCentre(centre)) return null;
  for (const route of ROUTES) {
    if (route.scope === 'site') continue;
    for (const pattern of route.patterns) {
      const params = matchPattern(pattern, rest);
      if (params) return { route, params, centre };
    }
  }
  return null;
}
