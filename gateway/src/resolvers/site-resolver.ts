import { Ctx, Query, Resolver } from 'type-graphql';
import { SiteIdentity } from '../entities/site-identity.js';
import type { GraphQLContext } from '../graphql-context.js';

@Resolver(() => SiteIdentity)
export class SiteResolver {
  @Query(() => SiteIdentity, { description: 'Identité du site : marque, société, contact, portail abonnés.' })
  async site(@Ctx() ctx: GraphQLContext): Promise<SiteIdentity> {
    return (await ctx.reference.get()).site;
  }
}
