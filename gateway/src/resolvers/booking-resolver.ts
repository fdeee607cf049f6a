import { Arg, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import {
  bookedVehicle,
  requestConfirmation,
  requestHold,
  requestRelease,
} from '../services/booking/booking-requests.js';
import { arrivalWindowOf, byDropOff, serviceAvailability } from '../services/booking/booking-slots.js';
import { cancelByLink, confirmByLink, moveByLink, openBookingLink } from '../services/booking/booking-changes.js';
import {
  BookingAvailability,
  BookingAwaitingEmail,
  BookingConfirmResult,
  BookingFormInvalid,
  BookingHeld,
  BookingHoldResult,
  MyBookingResult,
  myBookingAnswer,
  refused,
} from './booking-types.js';

@InputType('BookingHoldInput')
class BookingHoldInput {
  @Field(() => ID)
  centre: string;

  @Field(() => String, { description: 'La prestation (son identifiant d’URL).' })
  service: string;

  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ, parmi bookingAvailability.' })
  date: string;

  @Field(() => String, { description: 'Heure locale de début, HH:MM, parmi bookingAvailability.' })
  time: string;

  @Field(() => String, { nullable: true, description: 'Le véhicule, tel que la page le nomme.' })
  vehicle?: string | null;

  @Field(() => String, { nullable: true, description: 'stage1, stage2, e85 ou gearbox.' })
  work?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'La page moteur d’où vient le rendez-vous (type/marque/modèle/année/moteur) : le prix de son stage est gardé.',
  })
  engine?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'car, van, truck, motorcycle ou boat, sans page moteur : le temps de travail de ce type.',
  })
  vehicleType?: string | null;
}

@InputType('BookingConfirmInput')
class BookingConfirmInput {
  @Field(() => ID, { description: 'L’identifiant donné par holdBookingSlot.' })
  hold: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  phone: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  plate?: string | null;

  @Field(() => String, { nullable: true })
  mileage?: string | null;

  @Field(() => Boolean)
  consent: boolean;

  @Field(() => String, { nullable: true, description: 'Centre mobile : l’adresse où venir (obligatoire là).' })
  address?: string | null;
}

@Resolver()
export class BookingResolver {
  @Query(() => MyBookingResult, {
    description: 'Le rendez-vous que nomme le lien signé de son e-mail (le jeton après « # »).',
  })
  async myBooking(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MyBookingResult> {
    return myBookingAnswer(await openBookingLink(ctx, token));
  }

  @Mutation(() => MyBookingResult, {
    description:
      'Confirme le rendez-vous du lien reçu par e-mail (une fois ses coordonnées données) ; le centre est alors ' +
      'prévenu. Déjà confirmé, le montre tel quel.',
  })
  async confirmMyBooking(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MyBookingResult> {
    return myBookingAnswer(await confirmByLink(ctx, token));
  }

  @Mutation(() => MyBookingResult, {
    description: 'Déplace le rendez-vous du lien vers un créneau libre ; sinon dit pourquoi, avec les plus proches.',
  })
  async moveMyBooking(
    @Arg('token', () => String) token: string,
    @Arg('date', () => String) date: string,
    @Arg('time', () => String) time: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MyBookingResult> {
    return myBookingAnswer(await moveByLink(ctx, token, date, time));
  }

  @Mutation(() => MyBookingResult, {
    description: 'Annule le rendez-vous du lien ; le centre et le visiteur sont prévenus.',
  })
  async cancelMyBooking(
    @Arg('token', () => String) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MyBookingResult> {
    return myBookingAnswer(await cancelByLink(ctx, token));
  }

  @Query(() => BookingAvailability, {
    nullable: true,
    description:
      'Les créneaux libres d’une prestation dans un centre, pour le temps de travail du véhicule (sa page moteur, ' +
      'sinon son type ; une voiture par défaut) ; null si le centre ou la prestation est inconnu.',
  })
  async bookingAvailability(
    @Arg('centre', () => ID) centreId: string,
    @Arg('service', () => String) serviceSlug: string,
    @Arg('engine', () => String, { nullable: true, description: 'type/marque/modèle/année/moteur' })
    engine: string | null,
    @Arg('vehicleType', () => String, { nullable: true, description: 'car, van, truck, motorcycle ou boat' })
    vehicleType: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingAvailability | null> {
    const centre = await ctx.reference.centre(centreId);
    const service = (await ctx.reference.get()).services.find((s) => s.slug === serviceSlug);
    if (!centre || !service) return null;
    const vehicle = await bookedVehicle(ctx, service, { engine, vehicleType });
    return {
      centre: centre.id,
      service: service.slug,
      ...(await serviceAvailability(ctx, centre, service, { vehicleType: vehicle.type })),
    };
  }

  @Mutation(() => BookingHoldResult, {
    description: 'Retient un créneau dix minutes, le temps de confirmer ; sinon dit pourquoi, avec les plus proches.',
  })
  async holdBookingSlot(
    @Arg('input', () => BookingHoldInput) input: BookingHoldInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof BookingHoldResult> {
    const outcome = await requestHold(ctx, { clientKey: ctx.clientKey, networkKey: ctx.networkKey }, input);
    if (outcome.kind === 'refused') return refused(outcome);
    return Object.assign(new BookingHeld(), { ...outcome, expiresAt: outcome.expiresAt.toISOString() });
  }

  @Mutation(() => Boolean, {
    description:
      'Rend un créneau retenu avant ses dix minutes, quand le visiteur en choisit un autre ; false si la retenue ' +
      'est inconnue, confirmée ou déjà passée.',
  })
  async releaseBookingHold(@Arg('hold', () => ID) hold: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return requestRelease(ctx, hold);
  }

  @Mutation(() => BookingConfirmResult, {
    description:
      'Donne les coordonnées du visiteur pour un créneau retenu ; le rendez-vous est pris quand il ouvre le lien de ' +
      'l’e-mail reçu (confirmMyBooking).',
  })
  async confirmBooking(
    @Arg('input', () => BookingConfirmInput) input: BookingConfirmInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof BookingConfirmResult> {
    const outcome = await requestConfirmation(ctx, input);
    switch (outcome.kind) {
      case 'invalid':
        return Object.assign(new BookingFormInvalid(), { fieldErrors: outcome.fieldErrors });
      case 'refused':
        return refused(outcome);
      case 'awaiting-email':
        return Object.assign(new BookingAwaitingEmail(), {
          reference: outcome.reference,
          centreName: outcome.centre.name,
          centrePhone: outcome.centre.phone,
          serviceTitle: outcome.service.name,
          date: outcome.date,
          time: outcome.time,
          endDate: outcome.endDate,
          endTime: outcome.endTime,
          dropOff: byDropOff(outcome.service),
          arrivalWindowMinutes: arrivalWindowOf(outcome.centre),
          email: outcome.email,
          confirmByDate: outcome.confirmBy.date,
          confirmByTime: outcome.confirmBy.time,
        });
    }
  }
}
