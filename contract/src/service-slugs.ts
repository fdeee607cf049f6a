/**
 * The network's services, by the slug of their page, in display order. The gateway's content declares one service
 * per slug (a test checks both lists agree); code that names a service uses `SERVICE`, so a renamed or removed slug
 * is a type error rather than a dead link.
 */
export const SERVICE = {
  engineRemap: 'reprogrammation-moteur',
  gearboxRemap: 'reprogrammation-boite-vitesse',
  e85Conversion: 'reprogrammation-ethanol',
  diagnostic: 'diagnostic-auto',
  maintenance: 'entretien-auto',
  powerBench: 'banc-puissance',
  antipollution: 'solution-antipollution',
} as const;

/** Every slug of `SERVICE`, in the same order (a test checks that none is missing). */
export const SERVICE_SLUGS = [
  SERVICE.engineRemap,
  SERVICE.gearboxRemap,
  SERVICE.e85Conversion,
  SERVICE.diagnostic,
  SERVICE.maintenance,
  SERVICE.powerBench,
  SERVICE.antipollution,
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
