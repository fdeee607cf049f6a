import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import { bookedMinutes, serviceSlots, timeZoneOf } from '../services/booking/booking-slots.js';

/** The most days a booking horizon spans (BOOKING_HORIZON_DAYS is at most 90), today included. */
const MOST_DAYS = 91;
/** The most slots of a day: one every half hour around the clock. */
const MOST_SLOTS_A_DAY = 48;

@ObjectType('BookingDay', { description: 'Un jour ouvert du centre et ses créneaux libres.' })
class BookingDay {
  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ.' })
  date: string;

  @Field(() => [String], {
    description: 'Heures de début libres, heure locale du centre (HH:MM) ; vide : le jour est complet.',
  })
  @ListBound(MOST_SLOTS_A_DAY)
  times: string[];
}

@ObjectType('BookingAvailability', { description: 'Les créneaux libres d’une prestation dans un centre.' })
class BookingAvailability {
  @Field(() => ID)
  centre: string;

  @Field(() => String, { description: 'La prestation (son identifiant d’URL).' })
  service: string;

  @Field(() => String, { description: 'Fuseau horaire du centre (Europe/Paris, Africa/Casablanca).' })
  timeZone: string;

  @Field(() => Int, { description: 'Durée réservée pour la prestation, en minutes.' })
  durationMinutes: number;

  @Field(() => String, {
    nullable: true,
    description: 'Pourquoi rien ne peut être réservé en ligne ici (par exemple : pas de banc au centre) ; null sinon.',
  })
  notice: string | null;

  @Field(() => [BookingDay], { description: 'Les jours ouverts de l’horizon de réservation, dans l’ordre.' })
  @ListBound(MOST_DAYS)
  days: BookingDay[];
}

@Resolver()
export class BookingResolver {
  @Query(() => BookingAvailability, {
    nullable: true,
    description:
      'Les créneaux libres d’une prestation dans un centre ; null si le centre ou la prestation est inconnu.',
  })
  async bookingAvailability(
    @Arg('centre', () => ID) centreId: string,
    @Arg('service', () => String) serviceSlug: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingAvailability | null> {
    const centre = await ctx.reference.centre(centreId);
    const service = (await ctx.reference.get()).services.find((s) => s.slug === serviceSlug);
    if (!centre || !service) return null;
    const days = await serviceSlots(ctx, centre, service);
    const noBench = service.needsBench && centre.benchVehicleTypes.length === 0;
    return {
      centre: centre.id,
      service: service.slug,
      timeZone: timeZoneOf(centre),
      durationMinutes: bookedMinutes(service.duration),
      notice: noBench ? `Pas de banc de puissance au centre de ${centre.name}.` : null,
      days: days.map((day) => ({ date: day.date, times: day.slots.map((slot) => slot.time) })),
    };
  }
}
