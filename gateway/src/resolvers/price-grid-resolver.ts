import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import { pricesOfEnginePath } from '../services/prices/engine-prices.js';
import { PRICE_OPTIONS } from '../services/prices/price-grid-rows.js';

@ObjectType('StagePrice', { description: 'Le prix TTC d’un stage de reprogrammation.' })
class StagePrice {
  @Field(() => Int)
  stage: number;

  @Field(() => Int, { description: 'Prix TTC en unités entières de la devise.' })
  price: number;
}

@ObjectType('PriceOption', { description: 'Une option ajoutée à un stage, avec son prix TTC.' })
class PriceOptionType {
  @Field(() => String, { description: 'e85, gearbox ou pops_bangs (colonnes de la grille CSV).' })
  key: string;

  @Field(() => String)
  label: string;

  @Field(() => Int)
  price: number;
}

@ObjectType('EnginePrices', {
  description: 'Les prix de la reprogrammation d’un moteur du catalogue, tirés de la grille (decision 052).',
})
class EnginePricesType {
  @Field(() => String, { description: 'car, van, truck ou motorcycle.' })
  vehicleType: string;

  @Field(() => String)
  vehicleLabel: string;

  @Field(() => String, { description: 'La tranche de puissance : « de 151 à 250 ch ».' })
  band: string;

  @Field(() => String, { description: 'Devise ISO 4217 du marché.' })
  currency: string;

  @Field(() => [StagePrice])
  @ListBound(2)
  stages: StagePrice[];

  @Field(() => [PriceOptionType])
  @ListBound(Object.keys(PRICE_OPTIONS).length)
  options: PriceOptionType[];

  @Field(() => [String], { description: 'Ce que comprend le prix d’un stage, pour le centre choisi.' })
  @ListBound(4)
  includes: string[];
}

@Resolver()
export class PriceGridResolver {
  @Query(() => EnginePricesType, {
    nullable: true,
    description:
      'Les prix par stage et par option d’un moteur, par le chemin de sa page (type/marque/modèle/année/moteur), pour un centre ou aucun ; null quand le moteur est sur devis.',
  })
  enginePrices(
    @Arg('engine', () => String) engine: string,
    @Arg('centre', () => ID, { nullable: true }) centre: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EnginePricesType | null> {
    return pricesOfEnginePath(ctx, engine, centre ?? null);
  }
}
