import { VEHICLE_SEARCH_MAX_RESULTS } from '@garage/contract/vehicle-search';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import type { SearchHit, SearchKind } from '../services/vehicles/search-index.js';
import { VEHICLE_SEARCH_DEFAULT_RESULTS, type VehicleSearchAnswer } from '../services/vehicles/search.js';

enum VehicleSearchKindEnum {
  MANUFACTURER = 'manufacturer',
  MODEL = 'model',
  GENERATION = 'generation',
  ENGINE = 'engine',
}
registerEnumType(VehicleSearchKindEnum, {
  name: 'VehicleSearchKind',
  description: 'Ce qu’un résultat de la recherche désigne : une marque, un modèle, une génération ou un moteur.',
});

@ObjectType('VehicleSearchResult', { description: 'Un véhicule du catalogue qui répond à la recherche.' })
class VehicleSearchResultType {
  @Field(() => VehicleSearchKindEnum)
  kind: SearchKind;

  @Field(() => String, { description: 'car, motorcycle ou camion.' })
  type: string;

  @Field(() => String, { description: 'Le type de véhicule en français (« Moto »).' })
  typeLabel: string;

  @Field(() => String, { description: 'Son nom complet : « Volkswagen Golf 7 2.0 TSI 220 GTI ».' })
  label: string;

  @Field(() => String)
  manufacturer: string;

  @Field(() => String, { nullable: true })
  model: string | null;

  @Field(() => String, { nullable: true, description: 'La génération nommée avec le modèle (« Clio V »).' })
  generation: string | null;

  @Field(() => String, { nullable: true })
  engine: string | null;

  @Field(() => Int, { nullable: true })
  powerHp: number | null;

  @Field(() => String, { nullable: true })
  fuelLabel: string | null;

  @Field(() => Int, { nullable: true })
  yearFrom: number | null;

  @Field(() => Int, { nullable: true, description: 'null : encore produit (ou une marque).' })
  yearTo: number | null;

  @Field(() => [String], {
    description:
      'Les niveaux du configurateur jusqu’à sa page (type, marque, modèle, année, moteur), à donner au constructeur de chemins.',
  })
  @ListBound(5)
  levels: string[];
}

@ObjectType('VehicleSearch')
class VehicleSearchType {
  @Field(() => String, { description: 'La recherche telle qu’elle a été lue (minuscules, sans accents).' })
  query: string;

  @Field(() => [VehicleSearchResultType], { description: 'Les marques, modèles et générations, puis les moteurs.' })
  @ListBound(VEHICLE_SEARCH_MAX_RESULTS)
  results: VehicleSearchResultType[];
}

const toGraphQL = (hit: SearchHit): VehicleSearchResultType => ({ ...hit, levels: hit.levels.map(String) });

/** The vehicle search of the first screen (decision 051); REST: GET /api/vehicles/search?q=. */
@Resolver()
export class VehicleSearchResolver {
  @Query(() => VehicleSearchType, {
    description:
      'Cherche un véhicule par sa marque, son modèle, sa génération, son moteur ou sa puissance, dans n’importe quel ordre.',
  })
  async vehicleSearch(
    @Arg('query', () => String, { description: 'Au plus 100 caractères.' }) query: string,
    @Arg('limit', () => Int, {
      defaultValue: VEHICLE_SEARCH_DEFAULT_RESULTS,
      description: `De 1 à ${VEHICLE_SEARCH_MAX_RESULTS}.`,
    })
    limit: number,
    @Arg('record', () => Boolean, {
      defaultValue: false,
      description: 'Vrai quand le visiteur a validé sa recherche : sans résultat, elle est comptée (anonymement).',
    })
    record: boolean,
    @Arg('enginesOnly', () => Boolean, {
      defaultValue: false,
      description: 'Vrai : les moteurs seuls (le véhicule d’un rendez-vous, dont le prix va par son moteur).',
    })
    enginesOnly: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VehicleSearchType> {
    const answer: VehicleSearchAnswer = await ctx.vehicleSearch.search(query, { limit, record, enginesOnly });
    return { query: answer.query, results: answer.results.map(toGraphQL) };
  }
}
