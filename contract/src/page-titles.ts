/**
 * The title of each public page, as the gateway writes it in the HTML and as the SPA sets it after a navigation:
 * one source, so that it is the same before and after scripts run (the gateway imports this file too). Titles come
 * without the brand; `withBrand` adds it.
 */
const at = (centreName: string | undefined) => (centreName ? ` à ${centreName}` : '');

export const pageTitles = {
  home: () => 'Reprogrammation moteur, conversion E85 et entretien',
  admin: () => 'Administration des réalisations',
  sitemap: () => 'Plan du site',
  notFound: () => 'Page introuvable',
  centreHome: (centreName: string) => `Reprogrammation moteur et E85${at(centreName)}`,
  services: (centreName?: string) => `Nos services${at(centreName)}`,
  /** A service page: its SEO title, or its name at the centre. */
  service: (service: { name: string; seoTitle: string }, centreName?: string) =>
    centreName ? `${service.name}${at(centreName)}` : service.seoTitle,
  configurator: (centreName?: string) => `Reprogrammation moteur : trouvez votre véhicule${at(centreName)}`,
  /** A level of the configurator above the engine: the type, the brand and model, or the model and year. */
  vehicleLevel: (label: string, centreName?: string) => `Reprogrammation ${label}${at(centreName)}`,
  /**
   * An engine page names its stage 1 gain when there is one; a vehicle that cannot be remapped (an electric car) is
   * not titled as a remap, but as what the centres do for it.
   */
  engine: (vehicle: string, engineName: string, stageOneGainHp: number | null, remappable = true) =>
    remappable
      ? `Reprogrammation ${vehicle} ${engineName}${stageOneGainHp ? ` : +${stageOneGainHp} ch` : ''}`
      : `${vehicle} ${engineName} : diagnostic et entretien`,
  realisations: (centreName?: string) => `Nos réalisations${at(centreName)}`,
  /** A job's page names the job's own centre. */
  realisation: (title: string, jobCentreName: string | undefined) => `${title}${at(jobCentreName)}`,
  franchise: () => 'Devenir franchisé',
  maritime: (centreName?: string) => `Reprogrammation et entretien marine${at(centreName)}`,
  contact: (centreName?: string) => `Contact et devis${at(centreName)}`,
  booking: (centreName?: string) => `Prendre rendez-vous${at(centreName)}`,
  myBooking: () => 'Votre rendez-vous',
};

/** A service's SEO title names the brand at its end (« … | Ecuvia »): the page adds it itself. */
export const seoTitleWithoutBrand = (seoTitle: string, brand: string) =>
  seoTitle.endsWith(brand) ? seoTitle.slice(0, -brand.length).replace(/\s*[|–-]\s*$/, '') : seoTitle;

export const withBrand = (title: string, brand: string) => (brand ? `${title} | ${brand}` : title);
