/** Every URL of the SPA, built in one place (the spec's route table). `centre` is optional where the spec allows. */
const withCentre = (centre: string | undefined, page: string) => (centre ? `/${centre}${page}` : page);

export const paths = {
  home: () => '/',
  centreHome: (centre: string) => `/${centre}`,
  services: (centre?: string) => withCentre(centre, '/services'),
  service: (slug: string, centre?: string) => withCentre(centre, `/services/${slug}`),
  configurator: (centre?: string) => withCentre(centre, '/reprogrammation'),
  realisations: (centre?: string) => withCentre(centre, '/realisations'),
  realisation: (id: string, slug: string, centre?: string) => withCentre(centre, `/realisations/${id}-${slug}`),
  admin: () => '/realisations/admin',
  franchise: (centre?: string) => withCentre(centre, '/franchise'),
  maritime: (centre?: string) => withCentre(centre, '/maritime'),
  contact: (centre?: string) => withCentre(centre, '/contact'),
  legalNotice: () => '/mentions-legales',
  privacy: () => '/confidentialite',
  terms: () => '/conditions',
  sitemap: () => '/sitemap',
} as const;
