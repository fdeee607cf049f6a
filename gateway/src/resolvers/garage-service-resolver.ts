import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { GarageService, ServiceSeo } from '../entities/garage-service.js';
import type { GraphQLContext } from '../graphql-context.js';
import { serviceSeo } from '../services/garage-services.js';

@Resolver(() => GarageService)
export class GarageServiceResolver {
  @Query(() => [GarageService], { description: 'Les services du réseau, dans l’ordre de présentation.' })
  async services(@Ctx() ctx: GraphQLContext): Promise<GarageService[]> {
    return (await ctx.reference.get()).services;
  }

  @Query(() => GarageService, { nullable: true, description: 'Un service par slug ; null s’il est inconnu.' })
  service(@Arg('slug', () => String) slug: string, @Ctx() ctx: GraphQLContext): Promise<GarageService | null> {
    return ctx.reference.service(slug);
  }

  @FieldResolver(() => ServiceSeo)
  async seo(@Root() service: GarageService, @Ctx() ctx: GraphQLContext): Promise<ServiceSeo> {
    const { site, centres } = await ctx.reference.get();
    return serviceSeo(service, site, centres);
  }
}
