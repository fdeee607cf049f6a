import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { adminWriteContext, realisationId } from '../services/realisations/admin-writes.js';
import { listTrash, purgeRealisation, restoreRealisation } from '../services/realisations/trash.js';
import { AdminRealisationType, toAdminGraphQL } from './realisation-types.js';
import { ADMIN_REALISATIONS_BOUND } from './realisation-types.js';
import { ListBound } from '../lib/list-bounds.js';

@ObjectType('TrashedRealisation', { description: 'Une réalisation supprimée, gardée dans la corbeille.' })
class TrashedRealisationType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => ID)
  centre: string;

  @Field(() => String, { description: 'photo ou video.' })
  type: string;

  @Field(() => String, { nullable: true })
  thumbnailUrl: string | null;

  @Field(() => String, { description: 'Date de la suppression (ISO 8601).' })
  deletedAt: string;

  @Field(() => String, { description: 'Date de la suppression définitive automatique (ISO 8601).' })
  purgeAt: string;

  @Field(() => Int, { description: 'Jours entiers avant la suppression définitive (0 : à la prochaine purge).' })
  daysLeft: number;
}

/**
 * The admin's trash: what was deleted, to restore or to purge now; a centre manager sees and acts on their centres'
 * part only. Rules live in services/realisations/trash.ts.
 */
@Authorized()
@Resolver()
export class TrashResolver {
  // As many as adminRealisations at most.
  @ListBound(ADMIN_REALISATIONS_BOUND)
  @Query(() => [TrashedRealisationType], {
    description: 'La corbeille : les réalisations supprimées, les plus récentes d’abord.',
  })
  async adminTrash(@Ctx() ctx: GraphQLContext): Promise<TrashedRealisationType[]> {
    const items = await listTrash(ctx.dataSource, adminOf(ctx), {
      clock: ctx.clock,
      retentionDays: ctx.trashRetentionDays,
    });
    return items.map((r) => ({
      id: String(r.id),
      title: r.title,
      centre: r.centreId,
      type: r.type,
      thumbnailUrl: r.thumbnailUrl,
      deletedAt: r.deletedAt.toISOString(),
      purgeAt: r.purgeAt.toISOString(),
      daysLeft: r.daysLeft,
    }));
  }

  @Mutation(() => AdminRealisationType, { description: 'Sort une réalisation de la corbeille, telle qu’elle était.' })
  async restoreRealisation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<AdminRealisationType> {
    const write = await adminWriteContext(ctx, adminOf(ctx));
    return toAdminGraphQL(await restoreRealisation(write, realisationId(id)));
  }

  @Mutation(() => Boolean, {
    description: 'Supprime définitivement une réalisation de la corbeille, et les fichiers qu’elle seule utilisait.',
  })
  async purgeRealisation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const write = await adminWriteContext(ctx, adminOf(ctx));
    await purgeRealisation(write, realisationId(id));
    return true;
  }
}
