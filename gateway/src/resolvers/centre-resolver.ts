import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Centre } from '../entities/centre.js';
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
}
