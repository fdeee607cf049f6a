import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  Float,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { VEHICLE_TYPES } from '../content/vehicle-types.js';
import type { GraphQLContext } from '../graphql-context.js';
import type { VehicleTrail } from '../services/vehicles/catalogue.js';
import { RealisationType, toGraphQL } from './realisation-types.js';
import { ListBound } from '../lib/list-bounds.js';

/**
 * The longest lists of the catalogue, with room to grow: the shipped one has at most 38 manufacturers of a type, 25
 * models of a manufacturer, 31 years of a model and 23 engines of a model in one year (Golf, 2020). A catalogue
 * imported past these is estimated below its size, not refused.
 */
const CATALOGUE_BOUNDS = { manufacturers: 100, models: 60, years: 80, engines: 60 };

@ObjectType('VehicleType')
class VehicleTypeType {
  @Field(() => String, { description: 'car, motorcycle ou camion.' })
  id: string;

  @Field(() => String)
  label: string;
}

@ObjectType('Manufacturer')
class ManufacturerType {
  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  modelCount: number;
}

@ObjectType('VehicleModel')
class VehicleModelType {
  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  yearFrom: number;

  @Field(() => Int)
  yearTo: number;

  @Field(() => Int)
  engineCount: number;

  @Field(() => [String], {
    description: 'Ses générations, de la plus ancienne à la plus récente, nommées avec le modèle (« Clio V »).',
  })
  // The shipped catalogue has at most five per model; room for a garage's own rows.
  @ListBound(12)
  generations: string[];
}

/** GraphQL names of `NoEstimateReason` (services/vehicles/stages.ts). */
enum NoEstimateReasonEnum {
  NATURALLY_ASPIRATED = 'NATURALLY_ASPIRATED',
  HYBRID = 'HYBRID',
}
registerEnumType(NoEstimateReasonEnum, {
  name: 'NoEstimateReason',
  description: 'Pourquoi un moteur reprogrammable n’a pas de chiffre estimé : le gain se mesure au banc.',
  valuesConfig: {
    NATURALLY_ASPIRATED: { description: 'Moteur atmosphérique : le logiciel seul ne donne que peu de gain.' },
    HYBRID: { description: 'Hybride complet ou rechargeable : le calculateur hybride limite le gain.' },
  },
});

@ObjectType('Stage', { description: 'Puissance et couple après reprogrammation.' })
class StageType {
  @Field(() => Int, { description: '1 ou 2 (le stage 3 est sur devis, voir Engine.stageThreeOnQuote).' })
  stage: number;

  @Field(() => Int)
  powerHp: number;

  @Field(() => Int)
  torqueNm: number;

  @Field(() => Int)
  powerGainHp: number;

  @Field(() => Int)
  torqueGainNm: number;

  @Field(() => Float)
  powerGainPercent: number;

  @Field(() => Float)
  torqueGainPercent: number;

  @Field(() => Boolean, { description: 'Vrai si le chiffre est une estimation calculée, faux s’il est mesuré.' })
  estimated: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Sur une estimation : pourquoi elle diffère du gain mesuré par les réalisations du réseau sur ce moteur et ce stage (carburant, options, véhicule mesuré) ; null sans.',
  })
  estimateReason: string | null;
}

@ObjectType('Engine')
class EngineType {
  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  generation: string;

  @Field(() => String, {
    description: 'essence, diesel, hybride, electrique, flexfuel ou gpl (bicarburation essence et GPL).',
  })
  fuel: string;

  @Field(() => String)
  fuelLabel: string;

  @Field(() => String, { description: 'turbo, atmospherique, compresseur ou electrique.' })
  aspiration: string;

  @Field(() => String)
  aspirationLabel: string;

  @Field(() => String)
  engineCode: string;

  @Field(() => Int)
  displacementCc: number;

  @Field(() => Int)
  cylinders: number;

  @Field(() => Int)
  powerHp: number;

  @Field(() => Int)
  torqueNm: number;

  @Field(() => Int)
  yearFrom: number;

  @Field(() => Int, { nullable: true })
  yearTo: number | null;

  @Field(() => Boolean)
  remappable: boolean;

  @Field(() => [StageType], { description: 'Stages 1 et 2 chiffrés ; vide quand le gain se mesure au banc.' })
  @ListBound(2)
  stages: StageType[];

  @Field(() => Boolean, { description: 'Un stage 3 existe, avec modifications matérielles, sur devis (sans chiffre).' })
  stageThreeOnQuote: boolean;

  @Field(() => NoEstimateReasonEnum, { nullable: true })
  noEstimateReason: NoEstimateReasonEnum | null;
}

@ObjectType('NamedLevel')
class NamedLevel {
  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;
}

@ObjectType('VehicleTrail', { description: 'Les niveaux d’un chemin du configurateur, jusqu’au premier invalide.' })
class VehicleTrailType {
  @Field(() => VehicleTypeType, { nullable: true })
  type: VehicleTypeType | null;

  @Field(() => NamedLevel, { nullable: true })
  manufacturer: NamedLevel | null;

  @Field(() => NamedLevel, { nullable: true })
  model: NamedLevel | null;

  @Field(() => Int, { nullable: true })
  year: number | null;

  @Field(() => EngineType, { nullable: true })
  engine: EngineType | null;

  @Field(() => String, { nullable: true, description: 'type, manufacturer, model, year ou engine.' })
  invalid: string | null;
}

@ObjectType('MeasuredResults', {
  description: 'Ce que les réalisations du réseau d’un même stage sur une motorisation ont mesuré au banc.',
})
class MeasuredResultsType {
  @Field(() => Int, { description: 'Le stage de reprogrammation de ces réalisations (1 ou 2).' })
  stage: 1 | 2;

  @Field(() => Int, { description: 'Réalisations actives de ce stage portant les quatre chiffres du banc.' })
  jobCount: number;

  @Field(() => Int)
  medianPowerGainHp: number;

  @Field(() => Int)
  medianTorqueGainNm: number;

  /** The most recent of these jobs with its bench run (see the trail's `measuredCurves`). */
  curvesOf: number | null;
}

/** The configurator's engine page asks, in the same request, whether the network has jobs on this vehicle. */
@Resolver(() => VehicleTrailType)
export class VehicleTrailResolver {
  @FieldResolver(() => Int, {
    description:
      'Réalisations actives de tout le réseau sur la marque et le modèle de ce chemin (comme le filtre marque et modèle de realisations) ; 0 sans modèle.',
  })
  realisationCount(@Root() trail: VehicleTrailType, @Ctx() ctx: GraphQLContext): Promise<number> | number {
    if (!trail.manufacturer || !trail.model) return 0;
    return ctx.realisations.countOfVehicle({ brand: trail.manufacturer.name, model: trail.model.name });
  }

  @FieldResolver(() => [MeasuredResultsType], {
    description:
      'Gains mesurés au banc par les réalisations du réseau sur la motorisation de ce chemin, un élément par stage (les conversions E85 et les travaux sans stage n’y entrent pas) ; vide sans.',
  })
  @ListBound(2)
  measured(@Root() trail: VehicleTrail, @Ctx() ctx: GraphQLContext): Promise<MeasuredResultsType[]> | [] {
    return trail.engine ? ctx.realisations.measuredOfEngine(trail.engine.id) : [];
  }

  // On the trail rather than on each stage's item: the page draws one set of curves, and a list would be charged
  // (query cost) once per stage for the curves' points.
  @FieldResolver(() => RealisationType, {
    nullable: true,
    description:
      'La plus récente des réalisations de measured qui porte son relevé du banc (ses courbes), stage 1 d’abord ; null sans.',
  })
  async measuredCurves(@Root() trail: VehicleTrail, @Ctx() ctx: GraphQLContext): Promise<RealisationType | null> {
    if (!trail.engine) return null;
    const measured = await ctx.realisations.measuredOfEngine(trail.engine.id);
    const id = measured.find((m) => m.curvesOf !== null)?.curvesOf;
    const found = id === undefined || id === null ? null : await ctx.realisations.find(id);
    return found && toGraphQL(found);
  }
}

/** The configurator's catalogue, level by level; null (or an empty trail) for a path that does not exist. */
@Resolver()
export class VehicleResolver {
  @Query(() => [VehicleTypeType])
  @ListBound(VEHICLE_TYPES.length)
  vehicleTypes(): VehicleTypeType[] {
    return VEHICLE_TYPES.map(({ id, label }) => ({ id, label }));
  }

  @Query(() => [ManufacturerType], { nullable: true })
  @ListBound(CATALOGUE_BOUNDS.manufacturers)
  manufacturers(@Arg('type', () => String) type: string, @Ctx() ctx: GraphQLContext) {
    return ctx.catalogue.manufacturers(type);
  }

  @Query(() => [VehicleModelType], { nullable: true })
  @ListBound(CATALOGUE_BOUNDS.models)
  models(
    @Arg('type', () => String) type: string,
    @Arg('manufacturer', () => String) manufacturer: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.catalogue.models(type, manufacturer);
  }

  @Query(() => [Int], { nullable: true })
  @ListBound(CATALOGUE_BOUNDS.years)
  years(
    @Arg('type', () => String) type: string,
    @Arg('manufacturer', () => String) manufacturer: string,
    @Arg('model', () => String) model: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.catalogue.years(type, manufacturer, model);
  }

  @Query(() => [EngineType], { nullable: true })
  @ListBound(CATALOGUE_BOUNDS.engines)
  engines(
    @Arg('type', () => String) type: string,
    @Arg('manufacturer', () => String) manufacturer: string,
    @Arg('model', () => String) model: string,
    @Arg('year', () => Int) year: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.catalogue.engines(type, manufacturer, model, year);
  }

  @Query(() => EngineType, { nullable: true })
  engine(
    @Arg('type', () => String) type: string,
    @Arg('manufacturer', () => String) manufacturer: string,
    @Arg('model', () => String) model: string,
    @Arg('year', () => Int) year: number,
    @Arg('engine', () => String) engine: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.catalogue.engine(type, manufacturer, model, year, engine);
  }

  @Query(() => VehicleTrailType)
  vehicleTrail(
    @Ctx() ctx: GraphQLContext,
    @Arg('type', () => String, { nullable: true }) type?: string,
    @Arg('manufacturer', () => String, { nullable: true }) manufacturer?: string,
    @Arg('model', () => String, { nullable: true }) model?: string,
    @Arg('year', () => String, { nullable: true }) year?: string,
    @Arg('engine', () => String, { nullable: true }) engine?: string,
  ) {
    return ctx.catalogue.trail(
      type ?? undefined,
      manufacturer ?? undefined,
      model ?? undefined,
      year ?? undefined,
      engine ?? undefined,
    );
  }
}
