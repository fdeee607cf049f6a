import { paths } from '../paths.js';
import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { autoRepair } from './structured-data.js';

/** `/{center}`: a centre's home page (its id resolves here, reading A's `/montpellier` among them). */
export const route = {
  id: 'centreHome',
  patterns: [''],
  screen: 'CentreHome',
  scope: 'centreHome',
  public: true,
} as const satisfies RouteDeclaration;

export const title = (centreName: string) => `Reprogrammation moteur et E85${at(centreName)}`;

export const head: HeadFunction = ({ centre, site, services, origin }) => ({
  title: title(centre!.name),
  description: `${site.brandName} ${centre!.name} : reprogrammation moteur stage 1 et 2, conversion E85, entretien et diagnostic. ${centre!.address}.`,
  canonicalPath: paths.centreHome(centre!.id),
  jsonLd: [autoRepair(site, centre!, services, origin)],
});
