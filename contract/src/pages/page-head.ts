/**
 * What a page module (contract/src/pages) declares: its route, and the head its HTML carries before any script runs.
 * The head is worked out on the gateway from the data it already holds (decision 028: before the page's one render
 * pass, and for a page the browser must render when the server's render failed); the shapes below are what a head
 * reads, which the gateway's entities and views have.
 */

/** A page's route: the SPA's router, the gateway's renders, redirects and sitemap are derived from these. */
export interface RouteDeclaration {
  readonly id: string;
  /**
   * React Router patterns. A `site` page's are absolute; a `centre` page's are relative to `/{center}` and to `/`
   * (its centreless form, which sends a visitor with a chosen centre on to that centre's page).
   */
  readonly patterns: readonly string[];
  /** Its folder under client/src/routes, which holds the screen and its data loader. */
  readonly screen: string;
  readonly scope: 'site' | 'centre' | 'centreHome';
  /** Rendered on the gateway and listed in sitemap.xml (the admin and a visitor's own booking are neither). */
  readonly public: boolean;
  /**
   * Lazy modules a page of this route shows at once besides its screen: the gateway sends their code and styles with
   * the page (the screen's own are sent, unless `preloadScreen` is false).
   */
  readonly shows?: readonly string[];
  /**
   * Where the pages of one route show different lazy parts at once (the configurator's levels and its engine pages),
   * the sets they may show: each page's head names its own (`PageHead.shows`), the first is what a page naming a
   * missing vehicle or job shows, and the JavaScript budget's test weighs each.
   */
  readonly showsOneOf?: readonly (readonly string[])[];
  readonly preloadScreen?: false;
  /** The admin's own frame (its header and navigation), instead of the public site's header and footer. */
  readonly layout?: 'admin';
  /**
   * The query parameters (`PAGE_QUERY` of page-contract.ts) the screen reads. The gateway renders a page by its path
   * and these alone; a page with any of them is rendered for that visit and not kept (decision 028).
   */
  readonly query?: readonly string[];
}

/** The source module of a route's screen, as the client's build manifest names it. */
export const screenModule = (screen: string) => `src/routes/${screen}/${screen}.tsx`;

export interface HeadSite {
  brandName: string;
  legalName: string;
  contactEmail: string;
  contactPhone: string;
  registeredOffice?: string | null;
  vatNumber?: string | null;
  currency: string;
}

export interface HeadCentre {
  id: string;
  name: string;
  address: string;
  streetAddress?: string | null;
  postalCode?: string | null;
  locality?: string | null;
  country?: string | null;
  phone?: string | null;
  coordinates?: { lat: number; lng: number } | null;
  openingHours: readonly { day: string; opens: string; closes: string }[];
  instagram?: string | null;
  youtube?: string | null;
}

export interface Price {
  from: number;
  to: number;
  unit: string;
}

/** The grid's price of each stage of one engine, taxes included, in whole units of `currency`. */
export interface HeadEnginePrices {
  currency: string;
  stages: readonly { stage: number; price: number }[];
}

export interface HeadService {
  slug: string;
  name: string;
  price: Price;
  images: { hero: string };
  faq: readonly { question: string; answer: string }[];
}

export interface HeadServiceSeo {
  title: string;
  description: string;
  schema: { type: string; name: string; description: string; provider: string; areaServed: unknown };
}

export interface HeadTrail {
  /** Why the path names nothing in the catalogue, or null. */
  invalid?: string | boolean | null;
  type?: { id: string; label: string } | null;
  manufacturer?: { name: string } | null;
  model?: { name: string } | null;
  year?: number | null;
  engine?: {
    name: string;
    slug: string;
    fuelLabel: string;
    powerHp: number;
    torqueNm: number;
    yearFrom: number;
    remappable: boolean;
    stages: readonly {
      powerHp: number;
      torqueNm: number;
      powerGainHp: number;
      torqueGainNm: number;
      estimated: boolean;
    }[];
  } | null;
}

export interface HeadRealisation {
  id: number;
  slug: string;
  title: string;
  description: string;
  date: string;
  centreId: string;
  modifications: readonly string[];
  vehicle: { brand: string; model: string; year?: number | null; engine?: string | null };
  thumbnailUrl?: string | null;
  mediaUrl?: string | null;
  gallery: readonly { url: string }[];
}

/** What a page's head is worked out from: the path's route and the gateway's data. */
export interface HeadContext {
  /** The route that matched, and its named segments. */
  routeId: string;
  params: Record<string, string>;
  pathname: string;
  /** The centre of a `/{center}/…` path, and « à <centre> » (or '') for sentences. */
  centre: HeadCentre | undefined;
  where: string;
  site: HeadSite;
  centres: readonly HeadCentre[];
  services: readonly HeadService[];
  /** The public origin, for the absolute URLs of structured data. */
  origin: string;
  lookups: HeadLookups;
}

/** Data some pages need beyond the reference data, looked up only for those pages. */
export interface HeadLookups {
  /** The configurator path's levels, resolved against the catalogue. */
  trail(levels: string[]): Promise<HeadTrail>;
  /** An active realisation by id. */
  realisation(id: number): Promise<HeadRealisation | null>;
  /** The first realisation of a centre's gallery, in gallery order (null when the gallery is empty). */
  firstRealisation(centre: string): Promise<HeadRealisation | null>;
  /** A legal document's title and description, or null when the preset has none of that slug. */
  legal(slug: string): { title: string; description: string } | null;
  serviceSeo(service: HeadService): HeadServiceSeo;
  /** The remap's price of each stage of the engine a configurator path names (the price grid); null: on quote. */
  enginePrices(levels: string[]): Promise<HeadEnginePrices | null>;
}

/** An image as the SPA will request it: same URL, srcset and sizes, so the browser reuses the early response. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** The head a page module gives; the gateway adds the brand to the title, and the status and modules. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (the public origin is added by the renderer). */
  canonicalPath: string;
  /** schema.org objects, each rendered as one JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  ogType?: 'website' | 'article';
  /** Absolute path of the preview image. */
  image?: string;
  /** Keep the page out of search results. */
  noindex?: boolean;
  /** The image that will be the largest paint of the first screen, so it can be fetched before the scripts run. */
  preloadImage?: PreloadImage;
  /** A web app manifest: the page can be installed on a phone's home screen. */
  manifest?: string;
  /** The lazy parts this page shows at once, one of its route's `showsOneOf`. */
  shows?: readonly string[];
}

/** The admin's web app manifest (served by the gateway, in the brand's name). */
export const ADMIN_MANIFEST = '/admin.webmanifest';

/**
 * A path the route matches but that names nothing: `missing`, a vehicle or a job that does not exist (the route's own
 * screen says so, with status 404); `notFound`, « Page introuvable ».
 */
export type HeadOutcome = PageHead | 'missing' | 'notFound';

export type HeadFunction = (context: HeadContext) => HeadOutcome | Promise<HeadOutcome>;

/** « Nos services à Montpellier »: the centre's name, when the page is a centre's. */
export const at = (centreName: string | undefined) => (centreName ? ` à ${centreName}` : '');

/** A service's SEO title names the brand at its end (« … | Ecuvia »): the page adds it itself. */
export const seoTitleWithoutBrand = (seoTitle: string, brand: string) =>
  seoTitle.endsWith(brand) ? seoTitle.slice(0, -brand.length).replace(/\s*[|–-]\s*$/, '') : seoTitle;

export const withBrand = (title: string, brand: string) => (brand ? `${title} | ${brand}` : title);
