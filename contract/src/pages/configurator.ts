import { paths, vehicleTypeOf } from '../paths.js';
import {
  at,
  type HeadContext,
  type HeadFunction,
  type HeadTrail,
  type PageHead,
  type RouteDeclaration,
} from './page-head.js';
import { centrePageHead } from './centre-page.js';
import { fixedPriceOffer } from './structured-data.js';

/** The configurator screen's two lazy parts: its levels (with the first screen's search), its engine page. */
const LEVELS = ['src/routes/Configurator/ConfiguratorLevels.tsx'] as const;
const ENGINE_PAGE = ['src/features/configurator/EngineDetail.tsx'] as const;

/**
 * The configurator's six depths, one pattern each. (Optional segments, `:type?/:brand?/…`, would be expanded by
 * React Router into every subset of them, 32 routes per form, each compiled to a regular expression at every match.)
 */
export const route = {
  id: 'configurator',
  patterns: [
    'reprogrammation',
    'reprogrammation/:type',
    'reprogrammation/:type/:brand',
    'reprogrammation/:type/:brand/:model',
    'reprogrammation/:type/:brand/:model/:year',
    'reprogrammation/:type/:brand/:model/:year/:engine',
  ],
  screen: 'Configurator',
  scope: 'centre',
  public: true,
  // The vehicle search's results page: `/reprogrammation?q=golf+7+gti` (decision 051).
  query: ['q'],
  showsOneOf: [LEVELS, ENGINE_PAGE],
} as const satisfies RouteDeclaration;

export const title = (centreName?: string) => `Reprogrammation moteur : trouvez votre véhicule${at(centreName)}`;

/** A level of the configurator above the engine: the type, the brand and model, or the model and year. */
export const levelTitle = (label: string, centreName?: string) => `Reprogrammation ${label}${at(centreName)}`;

/**
 * An engine page names its stage 1 gain when there is one; a vehicle that cannot be remapped (an electric car) is not
 * titled as a remap, but as what the centres do for it.
 */
export const engineTitle = (vehicle: string, engineName: string, stageOneGainHp: number | null, remappable = true) =>
  remappable
    ? `Reprogrammation ${vehicle} ${engineName}${stageOneGainHp ? ` : +${stageOneGainHp} ch` : ''}`
    : `${vehicle} ${engineName} : diagnostic et entretien`;

export const head: HeadFunction = async (context) => {
  const { params } = context;
  // The address names the type by its French word; the catalogue, by its id.
  const levels = [
    params.type && vehicleTypeOf(params.type),
    params.brand,
    params.model,
    params.year,
    params.engine,
  ].filter((level): level is string => level !== undefined);
  if (levels.length === 0) {
    return {
      ...centrePageHead(context, {
        title: title(context.centre?.name),
        description: `Choisissez votre véhicule et comparez puissance et couple d’origine, stage 1 et stage 2${context.where}. Gains estimés, prix et devis.`,
      }),
      shows: LEVELS,
    };
  }
  const trail = await context.lookups.trail(levels);
  if (trail.invalid) return 'missing';
  return trail.engine && trail.year ? engineHead(trail, levels, context) : levelHead(trail, levels, context);
};

/** Title, description and JSON-LD of an engine page: its stage 1 figures, and the price of each stage. */
async function engineHead(
  trail: HeadTrail,
  levels: string[],
  { where, site, lookups }: HeadContext,
): Promise<PageHead> {
  const engine = trail.engine!;
  const vehicle = [trail.manufacturer?.name, trail.model?.name].filter(Boolean).join(' ');
  const stage1 = engine.stages[0];
  const prices = engine.remappable ? await lookups.enginePrices(levels) : null;
  const name = `${vehicle} ${engine.name}`;
  const figures = stage1
    ? `Stage 1${stage1.estimated ? ' estimé' : ''} : ${stage1.powerHp} ch et ${stage1.torqueNm} Nm (+${stage1.powerGainHp} ch, +${stage1.torqueGainNm} Nm).`
    : engine.remappable
      ? 'Pas d’estimation : le gain se mesure au banc avant et après la reprogrammation, sur rendez-vous et sur devis.'
      : 'Ce véhicule n’est pas reprogrammable.';
  return {
    title: engineTitle(vehicle, engine.name, stage1?.powerGainHp ?? null, engine.remappable),
    description: engine.remappable
      ? `${name} (${engine.fuelLabel.toLowerCase()}) : ${engine.powerHp} ch et ${engine.torqueNm} Nm d’origine. ${figures} Devis${where}.`
      : `${name} (${engine.fuelLabel.toLowerCase()}, ${engine.powerHp} ch) : ${figures} Diagnostic et entretien${where}.`,
    canonicalPath: paths.vehicle([...levels.slice(0, 3), engine.yearFrom, engine.slug]),
    shows: ENGINE_PAGE,
    // No remap is offered for a vehicle that cannot be remapped: no Service of that kind for search engines either.
    jsonLd: engine.remappable
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'Service',
            name: `Reprogrammation ${name}`,
            serviceType: 'Reprogrammation moteur',
            description: figures,
            provider: { '@type': 'Organization', name: site.brandName },
            // One offer per stage the grid prices; an engine it does not price (atmospheric, hybrid) is quoted.
            ...(prices?.stages.length
              ? {
                  offers: prices.stages.map((s) =>
                    fixedPriceOffer(`Reprogrammation stage ${s.stage}`, s.price, prices.currency),
                  ),
                }
              : {}),
          },
        ]
      : [],
  };
}

function levelHead(trail: HeadTrail, levels: string[], { where, centre }: HeadContext): PageHead {
  const vehicle = [trail.manufacturer?.name, trail.model?.name].filter(Boolean).join(' ');
  const label = trail.year ? `${vehicle} ${trail.year}` : vehicle || trail.type?.label || '';
  return {
    title: levelTitle(label, centre?.name),
    description: `Choisissez votre ${label} et comparez la puissance et le couple d’origine avec ceux de chaque stage de reprogrammation${where}.`,
    canonicalPath: paths.vehicle(levels),
    shows: LEVELS,
  };
}
