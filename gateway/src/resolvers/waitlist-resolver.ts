import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver, createUnionType } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { joinWaitlist, leaveWaitlist } from '../services/booking/waitlist.js';
import { BookingFormInvalid, BookingRefused, refused } from './booking-types.js';

@ObjectType('WaitlistJoined', { description: 'Le visiteur est sur la liste d’attente.' })
class WaitlistJoined {
  @Field(() => String, { description: 'La confirmation à montrer, en français : le centre, la prestation, la date.' })
  message: string;

  @Field(() => String, { description: 'Le dernier jour retenu, date locale du centre AAAA-MM-JJ.' })
  latestDate: string;
}

@ObjectType('WaitlistLeft', { description: 'L’adresse ne recevra plus les créneaux libérés de cette liste.' })
class WaitlistLeft {
  @Field(() => String)
  message: string;
}

const WaitlistJoinResult = createUnionType({
  name: 'WaitlistJoinResult',
  types: () => [WaitlistJoined, BookingFormInvalid, BookingRefused] as const,
});

const WaitlistLeaveResult = createUnionType({
  name: 'WaitlistLeaveResult',
  types: () => [WaitlistLeft, BookingRefused] as const,
});

@InputType('WaitlistJoinInput')
class WaitlistJoinInput {
  @Field(() => ID)
  centre: string;

  @Field(() => String, { description: 'La prestation (son identifiant d’URL).' })
  service: string;

  @Field(() => String, { description: 'Où écrire quand un créneau se libère.' })
  email: string;

  @Field(() => String, {
    description:
      'Dernier jour où un rendez-vous conviendrait, date locale du centre AAAA-MM-JJ (de demain à l’horizon).',
  })
  latestDate: string;

  @Field(() => Boolean)
  consent: boolean;
}

/** The booking waiting list: join when no slot suits, leave by the link of its e-mails (decision 040). */
@Resolver()
export class WaitlistResolver {
  @Mutation(() => WaitlistJoinResult, {
    description:
      'Demande à être prévenu par e-mail quand un créneau de la prestation se libère au centre, au plus tard à une ' +
      'date ; sinon les champs à corriger, ou pourquoi c’est refusé.',
  })
  async joinBookingWaitlist(
    @Arg('input', () => WaitlistJoinInput) input: WaitlistJoinInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof WaitlistJoinResult> {
    const outcome = await joinWaitlist(ctx, ctx.clientKey, input);
    switch (outcome.kind) {
      case 'joined':
        return Object.assign(new WaitlistJoined(), { message: outcome.message, latestDate: outcome.latestDate });
      case 'invalid':
        return Object.assign(new BookingFormInvalid(), { fieldErrors: outcome.fieldErrors });
      case 'refused':
        return refused({ ...outcome, nearest: [] });
    }
  }

  @Mutation(() => WaitlistLeaveResult, {
    description:
      'Retire de la liste d’attente l’inscription que nomme le lien signé de ses e-mails ; sans effet la seconde fois.',
  })
  async leaveBookingWaitlist(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof WaitlistLeaveResult> {
    const outcome = await leaveWaitlist(ctx, token);
    if (outcome.kind === 'refused') return refused({ ...outcome, nearest: [] });
    return Object.assign(new WaitlistLeft(), { message: outcome.message });
  }
}
