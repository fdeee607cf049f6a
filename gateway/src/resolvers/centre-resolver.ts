import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { Centre, SeasonalHoursType } from '../entities/centre.js';
import { nextSeason } from '../services/booking/booking-slots.js';
import type { GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';

@Resolver(() => Centre)
export class CentreResolver {
  @Query(() => [Centre], { description: 'Les centres du réseau, dans l’ordre de présentation.' })
  @ListBound((sizes) => sizes.centres)
  async centres(@Ctx() ctx: GraphQLContext): Promise<Centre[]> {
    return (await ctx.reference.get()).centres;
  }

  @Query(() => Centre, { nullable: true, description: 'Un centre par identifiant ; null s’il est inconnu.' })
  centre(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Centre | null> {
    return ctx.reference.centre(id);
  }

  @FieldResolver(() => SeasonalHoursType, {
    nullable: true,
    description: 'La saison d’horaires en cours (ramadan, été), ou la prochaine ; null sans aucune à venir.',
  })
  nextSeasonalHours(@Root() centre: Centre, @Ctx() ctx: GraphQLContext): SeasonalHoursType | null {
    return nextSeason(centre, ctx.clock());
  }
}
