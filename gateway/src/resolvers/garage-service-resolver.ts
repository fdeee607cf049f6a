import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { GarageService, ServiceSeo, ServiceVehicle } from '../entities/garage-service.js';
import type { GraphQLContext } from '../graphql-context.js';
import { serviceSeo, serviceVehicleFor } from '../services/garage-services.js';
import { services } from '../content/services/index.js';
import { ListBound } from '../lib/list-bounds.js';

@Resolver(() => GarageService)
export class GarageServiceResolver {
  @Query(() => [GarageService], { description: 'Les services du réseau, dans l’ordre de présentation.' })
  @ListBound(services.length)
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

  @FieldResolver(() => ServiceVehicle, {
    nullable: true,
    description:
      'Le service pour un véhicule du configurateur (type car, motorcycle ou camion, et sa puissance) : son texte et ses prix, ou null s’il ne s’y applique pas.',
  })
  vehicleFor(
    @Root() service: GarageService,
    @Arg('type', () => String) type: string,
    @Arg('powerHp', () => Int) powerHp: number,
  ): ServiceVehicle | null {
    return serviceVehicleFor(service, type, powerHp);
  }
}
