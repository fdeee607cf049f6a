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

export const paths = {
  home: () => '/',
  centreHome: (centre: string) => `/${centre}`,
  services: (centre?: string) => withCentre(centre, '/services'),
  service: (slug: string, centre?: string) => withCentre(centre, `/services/${slug}`),
  configurator: (centre?: string) => withCentre(centre, '/reprogrammation'),
  /** A level of the configurator: `/reprogrammation/{type}/{brand}/{model}/{year}/{engine}`, as deep as given. */
  vehicle: (levels: readonly (string | number)[], centre?: string) =>
    withCentre(centre, ['/reprogrammation', ...levels].join('/')),
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
