import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { MAX_PAGE_SIZE } from '../services/realisations/reads.js';
import { RealisationConnection, RealisationType, toGraphQL } from './realisation-types.js';
import { badRequest } from '../lib/domain-errors.js';
import { ListBound } from '../lib/list-bounds.js';

/** The public gallery: active realisations only. */
@Resolver()
export class RealisationResolver {
  @Query(() => RealisationConnection, {
    description: `Réalisations actives, mises en avant d’abord, puis par ordre et par date. first : 1 à ${MAX_PAGE_SIZE}.`,
  })
  // A connection, not a list: charged once per realisation of its page (first, at most MAX_PAGE_SIZE).
  @ListBound(MAX_PAGE_SIZE)
  async realisations(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 24 }) first: number,
    @Arg('centre', () => ID, { nullable: true }) centre?: string | null,
    @Arg('type', () => String, { nullable: true }) type?: string | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('brand', () => String, { nullable: true }) brand?: string | null,
    @Arg('model', () => String, { nullable: true }) model?: string | null,
  ): Promise<RealisationConnection> {
    if (type && type !== 'photo' && type !== 'video') throw badRequest('type doit valoir photo ou video', 'type');
    const page = await ctx.realisations.list({
      centre,
      type: type as 'photo' | 'video' | null,
      brand,
      model,
      limit: first,
      after,
    });
    return {
      nodes: page.items.map(toGraphQL),
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    };
  }

  @Query(() => RealisationType, { nullable: true, description: 'Une réalisation active ; null sinon.' })
  async realisation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<RealisationType | null> {
    const found = /^\d{1,10}$/.test(id) ? await ctx.realisations.find(Number(id)) : null;
    return found && toGraphQL(found);
  }
}
