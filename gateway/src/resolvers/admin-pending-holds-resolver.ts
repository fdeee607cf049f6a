import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import { PENDING_HOLDS_MAX, pendingHolds, releasePendingHold } from '../services/booking/pending-holds.js';

@ObjectType('PendingHold', {
  description: 'Une réservation en ligne en cours : formulaire en train d’être rempli, ou lien de l’e-mail pas ouvert.',
})
class PendingHoldType {
  @Field(() => ID)
  id: string;
  @Field(() => String)
  reference: string;
  @Field(() => String, { description: 'form : coordonnées en cours de saisie ; email : lien de l’e-mail pas ouvert.' })
  stage: string;
  @Field(() => String)
  serviceName: string;
  @Field(() => String)
  unitLabel: string;
  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ.' })
  date: string;
  @Field(() => String, { description: 'Heure locale HH:MM.' })
  time: string;
  @Field(() => String, { description: 'Quand le créneau sera libéré de lui-même (ISO 8601).' })
  expiresAt: string;
  @Field(() => String, { nullable: true })
  customerName: string | null;
  @Field(() => String, { nullable: true })
  email: string | null;
}

/** The online bookings in progress at a centre, and giving one back (services/booking/pending-holds.ts). */
@Resolver()
export class AdminPendingHoldsResolver {
  @Authorized()
  @Query(() => [PendingHoldType], {
    description: 'Les réservations en ligne en cours d’un centre, qui retiennent leur créneau jusqu’à leur expiration.',
  })
  @ListBound(PENDING_HOLDS_MAX)
  async adminPendingHolds(
    @Arg('centre', () => ID) centre: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PendingHoldType[]> {
    const holds = await pendingHolds(ctx, adminOf(ctx), centre);
    return holds.map((hold) => ({ ...hold, expiresAt: hold.expiresAt.toISOString() }));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Libère une réservation en cours : son créneau est de nouveau libre.' })
  async adminReleaseHold(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await releasePendingHold(ctx, adminOf(ctx), id);
    return true;
  }
}
