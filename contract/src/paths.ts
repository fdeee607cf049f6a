/**
 * Every URL of the site, built in one place (the spec's route table), for the SPA's links and for the gateway's
 * canonical URLs and sitemap. `centre` is optional where the spec allows.
 */
/** The admin's sections and the segment of each under `/admin`, in the navigation's order. */
export const ADMIN_SECTIONS = {
  today: '',
  agenda: 'agenda',
  requests: 'demandes',
  realisations: 'realisations',
  figures: 'chiffres',
  accounts: 'comptes',
  emails: 'e-mails',
  security: 'securite',
} as const;

export type AdminSection = keyof typeof ADMIN_SECTIONS;

const withCentre = (centre: string | undefined, page: string) => (centre ? `/${centre}${page}` : page);

/**
 * The word of each vehicle type in the configurator's addresses. The type ids (database, GraphQL, the quote's engine
 * path) stay as they are: only addresses are French. The ids were the addresses' words until issue 43, and the gateway
 * answers those old addresses with a 301 to these (gateway/src/http/canonical-path.ts).
 */
export const VEHICLE_TYPE_WORDS: Readonly<Record<string, string>> = {
  car: 'voiture',
  motorcycle: 'moto',
  camion: 'utilitaire',
};
const TYPE_OF_WORD = new Map(Object.entries(VEHICLE_TYPE_WORDS).map(([type, word]) => [word, type]));
const wordOf = (type: string) => (Object.hasOwn(VEHICLE_TYPE_WORDS, type) ? VEHICLE_TYPE_WORDS[type]! : type);

/**
 * The type id an address's first configurator level names (`voiture` → `car`). Any other word is passed on as it is,
 * and the catalogue finds no type by it (the page is not found).
 */
export const vehicleTypeOf = (word: string): string => TYPE_OF_WORD.get(word) ?? word;

export const paths = {
  home: () => '/',
  centreHome: (centre: string) => `/${centre}`,
  services: (centre?: string) => withCentre(centre, '/services'),
  service: (slug: string, centre?: string) => withCentre(centre, `/services/${slug}`),
  configurator: (centre?: string) => withCentre(centre, '/reprogrammation'),
  /** The vehicle search's results page (decision 051): the configurator's first screen with `?q=`. */
  vehicleSearch: (query: string, centre?: string) =>
    `${withCentre(centre, '/reprogrammation')}?q=${encodeURIComponent(query.trim()).replace(/%20/g, '+')}`,
  /**
   * A level of the configurator, as deep as given: `levels` start with the type id (`car`), which the address writes
   * in its French word: `/reprogrammation/voiture/{brand}/{model}/{year}/{engine}`. The one place that maps a type to
   * its word: every link to a vehicle is built here.
   */
  vehicle: ([type, ...rest]: readonly (string | number)[], centre?: string) =>
    withCentre(centre, ['/reprogrammation', ...(type === undefined ? [] : [wordOf(String(type)), ...rest])].join('/')),
  realisations: (centre?: string) => withCentre(centre, '/realisations'),
  realisation: (id: string, slug: string, centre?: string) => withCentre(centre, `/realisations/${id}-${slug}`),
  /** The spec's gallery manager: the admin's « Réalisations » section. */
  admin: () => '/realisations/admin',
  /** A section of the admin, under `/admin` (« Aujourd’hui » is `/admin` itself); `query` opens one of its items. */
  adminSection: (section: AdminSection, query?: Record<string, string>) => {
    const search = Object.entries(query ?? {}).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    return `/admin${ADMIN_SECTIONS[section] ? `/${ADMIN_SECTIONS[section]}` : ''}${search.length ? `?${search.join('&')}` : ''}`;
  },
  franchise: (centre?: string) => withCentre(centre, '/franchise'),
  maritime: (centre?: string) => withCentre(centre, '/maritime'),
  contact: (centre?: string) => withCentre(centre, '/contact'),
  /** Online booking at a centre (issue 27); `?prestation=`, `?vehicle=` and `?travaux=` say what is booked. */
  booking: (centre?: string) => withCentre(centre, '/rendez-vous'),
  /** A visitor's own booking, opened by the signed link of their e-mail (its token after `#`). */
  myBooking: () => '/mon-rendez-vous',
  legalNotice: () => '/mentions-legales',
  privacy: () => '/confidentialite',
  terms: () => '/conditions',
  sitemap: () => '/sitemap',
} as const;

/**
 * The id a realisation's address names (`/realisations/{id}-{slug}`, or the id alone), or undefined. At most nine
 * digits: ids are PostgreSQL integers, and a longer number is no realisation's.
 */
export const realisationIdOf = (reference: string | undefined): string | undefined =>
  reference?.match(/^(\d{1,9})(?:-|$)/)?.[1];
