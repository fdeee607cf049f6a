import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  createUnionType,
} from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import { agendaOf, type Agenda } from '../services/booking/agenda.js';
import { renewFeed, revokeFeed } from '../services/booking/agenda-feed.js';
import { MAX_BAYS, setBayCount } from '../services/booking/bay-count.js';
import { addClosure, closureConflicts, removeClosure } from '../services/booking/closures.js';
import { createPhoneBooking, staffSlots } from '../services/booking/phone-bookings.js';
import { cancelByStaff, markOutcome, moveByStaff } from '../services/booking/staff-changes.js';
import { decideHoliday } from '../services/booking/centre-holidays.js';
import {
  BookingAvailability,
  BookingFormInvalid,
  BookingRefused,
  MyBookingResult,
  myBookingAnswer,
  refused,
} from './booking-types.js';

/** Most bookings a week of one centre shows: every bay busy every half hour. */
const MOST_BOOKINGS = 2000;

@ObjectType('AgendaBenchRun', { description: 'Un passage au banc d’un rendez-vous, avant ou après son travail.' })
class AgendaBenchRunType {
  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ.' })
  date: string;
  @Field(() => String, { description: 'Début, heure locale HH:MM.' })
  time: string;
  @Field(() => String, { description: 'Fin, heure locale HH:MM.' })
  endTime: string;
  @Field(() => String, { description: 'Le banc.' })
  unitLabel: string;
}

@ObjectType('AgendaBooking', { description: 'Un rendez-vous de l’agenda d’un centre.' })
class AgendaBookingType {
  @Field(() => ID)
  id: string;
  @Field(() => String)
  reference: string;
  @Field(() => String, { description: 'confirmed, honoured, missed ou cancelled.' })
  status: string;
  @Field(() => String, { description: 'Date locale du centre, AAAA-MM-JJ.' })
  date: string;
  @Field(() => String, { description: 'Début, heure locale HH:MM.' })
  time: string;
  @Field(() => String, {
    description: 'Jour local de la fin du travail, AAAA-MM-JJ : un travail long déposé peut finir un autre jour.',
  })
  endDate: string;
  @Field(() => String, { description: 'Fin réservée, heure locale HH:MM.' })
  endTime: string;
  @Field(() => String)
  serviceSlug: string;
  @Field(() => String)
  serviceName: string;
  @Field(() => String, { description: 'La baie, le banc ou le véhicule du centre mobile.' })
  unitLabel: string;
  @Field(() => String)
  customerName: string;
  @Field(() => String)
  phone: string;
  @Field(() => String, { nullable: true })
  email: string | null;
  @Field(() => String, { nullable: true })
  vehicle: string | null;
  @Field(() => String, { nullable: true, description: 'stage1, stage2, e85 ou gearbox.' })
  work: string | null;
  @Field(() => String, { nullable: true })
  plate: string | null;
  @Field(() => Int, { nullable: true })
  mileageKm: number | null;
  @Field(() => String, { nullable: true, description: 'Centre mobile : l’adresse où aller.' })
  address: string | null;
  @Field(() => String, { nullable: true, description: 'Qui l’a pris par téléphone ; null : pris en ligne.' })
  createdBy: string | null;
  @Field(() => ID, { nullable: true, description: 'La demande de contact dont il vient.' })
  contactRequestId: string | null;
  @Field(() => [AgendaBenchRunType], {
    description: 'Une reprogrammation mesurée au banc : le passage avant le travail et celui d’après ; vide sinon.',
  })
  @ListBound(2)
  benchRuns: AgendaBenchRunType[];
}

@ObjectType('AgendaClosure', { description: 'Des jours sans rendez-vous, pour le centre ou un équipement.' })
class AgendaClosureType {
  @Field(() => Int)
  id: number;
  @Field(() => String)
  startsOn: string;
  @Field(() => String)
  endsOn: string;
  @Field(() => String)
  reason: string;
  @Field(() => String, { nullable: true, description: 'L’équipement fermé ; null : tout le centre.' })
  unitLabel: string | null;
}

@ObjectType('AgendaHoliday', { description: 'Un jour férié du marché du centre, et ce que le centre en a décidé.' })
class AgendaHolidayType {
  @Field(() => String, { description: 'Date locale, AAAA-MM-JJ.' })
  date: string;
  @Field(() => String)
  name: string;
  @Field(() => Boolean, {
    description: 'Date calculée du calendrier lunaire, que les autorités peuvent décaler d’un jour : à confirmer.',
  })
  lunar: boolean;
  @Field(() => Boolean, { description: 'Le centre prend tout de même des rendez-vous ce jour-là.' })
  open: boolean;
  @Field(() => Boolean, { description: 'Le centre a décidé (ouvert, ou fermeture confirmée).' })
  decided: boolean;
}

@ObjectType('BookingUnit', { description: 'Une baie, le banc ou le véhicule du centre mobile.' })
class BookingUnitType {
  @Field(() => ID)
  id: string;
  @Field(() => String, { description: 'bay, bench ou mobile.' })
  resource: string;
  @Field(() => String)
  label: string;
}

@ObjectType('Agenda', { description: 'L’agenda d’un centre sur un jour ou une semaine.' })
class AgendaType {
  @Field(() => ID)
  centreId: string;
  @Field(() => String)
  from: string;
  @Field(() => Int)
  days: number;
  @Field(() => [AgendaBookingType])
  @ListBound(MOST_BOOKINGS)
  bookings: AgendaBookingType[];
  @Field(() => [AgendaClosureType], { description: 'Les fermetures d’aujourd’hui et à venir.' })
  @ListBound(500)
  closures: AgendaClosureType[];
  @Field(() => [BookingUnitType])
  @ListBound(MAX_BAYS + 2)
  units: BookingUnitType[];
  @Field(() => [AgendaHolidayType], {
    description: 'Les jours fériés d’aujourd’hui à la fin de l’horizon de réservation.',
  })
  // At most about twenty a year in either market, over a horizon of at most 90 days.
  @ListBound(40)
  holidays: AgendaHolidayType[];
  @Field(() => String, { nullable: true, description: 'Depuis quand l’adresse d’abonnement existe ; null : aucune.' })
  feedSince: string | null;
}

@ObjectType('AgendaBookingCreated', { description: 'Le rendez-vous pris par téléphone est enregistré.' })
class AgendaBookingCreated {
  @Field(() => ID)
  id: string;
  @Field(() => String)
  reference: string;
  @Field(() => String)
  date: string;
  @Field(() => String)
  time: string;
}

const AgendaBookingResult = createUnionType({
  name: 'AgendaBookingResult',
  types: () => [AgendaBookingCreated, BookingFormInvalid, BookingRefused] as const,
});

@InputType('PhoneBookingInput')
class PhoneBookingInput {
  @Field(() => ID)
  centre: string;
  @Field(() => String)
  service: string;
  @Field(() => String)
  date: string;
  @Field(() => String)
  time: string;
  @Field(() => String)
  name: string;
  @Field(() => String)
  phone: string;
  @Field(() => String, { nullable: true, description: 'Donné, le visiteur reçoit la confirmation et son lien.' })
  email?: string | null;
  @Field(() => String, { nullable: true })
  vehicle?: string | null;
  @Field(() => String, { nullable: true, description: 'stage1, stage2, e85 ou gearbox.' })
  work?: string | null;
  @Field(() => String, { nullable: true, description: 'car, van, truck, motorcycle ou boat : son temps de travail.' })
  vehicleType?: string | null;
  @Field(() => String, { nullable: true })
  plate?: string | null;
  @Field(() => String, { nullable: true })
  mileage?: string | null;
  @Field(() => String, { nullable: true, description: 'Centre mobile : l’adresse où aller.' })
  address?: string | null;
  @Field(() => ID, { nullable: true, description: 'La demande de contact dont il vient.' })
  contactRequest?: string | null;
}

@InputType('BookingClosureInput')
class BookingClosureInput {
  @Field(() => ID)
  centre: string;
  @Field(() => String)
  startsOn: string;
  @Field(() => String)
  endsOn: string;
  @Field(() => String)
  reason: string;
  @Field(() => ID, { nullable: true, description: 'Un équipement seul (le banc) ; absent : tout le centre.' })
  unit?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Fermer même si des rendez-vous sont pris ces jours-là (vus par adminClosureConflicts).',
  })
  overBookings?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Prévenir ces visiteurs par e-mail, avec le lien pour choisir un autre créneau.',
  })
  tellVisitors?: boolean | null;
}

@ObjectType('ClosureConflict', { description: 'Un rendez-vous pris un jour qu’une fermeture prendrait.' })
class ClosureConflictType {
  @Field(() => ID)
  id: string;
  @Field(() => String)
  reference: string;
  @Field(() => String, { description: 'Date locale, AAAA-MM-JJ.' })
  date: string;
  @Field(() => String, { description: 'Heure locale, HH:MM.' })
  time: string;
  @Field(() => String)
  customerName: string;
  @Field(() => Boolean, { description: 'Le visiteur a donné un e-mail : il peut être prévenu.' })
  hasEmail: boolean;
}

const agendaAnswer = (agenda: Agenda): AgendaType => ({
  centreId: agenda.centre.id,
  from: agenda.from,
  days: agenda.days,
  bookings: agenda.bookings,
  closures: agenda.closures,
  units: agenda.units,
  holidays: agenda.holidays,
  feedSince: agenda.feedSince?.toISOString() ?? null,
});

/**
 * The centres' agendas in the admin (issue 27). The rules, roles included, are in services/booking/: agenda.ts and its
 * neighbours (phone-bookings.ts, staff-changes.ts, closures.ts, bay-count.ts, agenda-feed.ts).
 */
@Resolver()
export class AdminAgendaResolver {
  @Authorized()
  @Query(() => AgendaType, { description: 'L’agenda d’un centre : un jour ou une semaine (7 jours au plus).' })
  async adminAgenda(
    @Arg('centre', () => ID) centre: string,
    @Arg('from', () => String) from: string,
    @Arg('days', () => Int, { defaultValue: 1 }) days: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AgendaType> {
    return agendaAnswer(await agendaOf(ctx, adminOf(ctx), centre, from, days));
  }

  @Authorized()
  @Query(() => BookingAvailability, {
    description:
      'Les créneaux libres pour l’équipe (sans délai de prévenance) ; `ignoring` : un rendez-vous à déplacer.',
  })
  async adminBookingSlots(
    @Arg('centre', () => ID) centre: string,
    @Arg('service', () => String) service: string,
    @Arg('ignoring', () => ID, { nullable: true }) ignoring: string | null,
    @Arg('vehicleType', () => String, {
      nullable: true,
      description: 'car, van, truck, motorcycle ou boat : son temps de travail (ignoring : celui du rendez-vous).',
    })
    vehicleType: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingAvailability> {
    return staffSlots(ctx, adminOf(ctx), centre, service, ignoring, vehicleType);
  }

  @Authorized()
  @Mutation(() => AgendaBookingResult, { description: 'Enregistre un rendez-vous pris par téléphone.' })
  async adminCreateBooking(
    @Arg('input', () => PhoneBookingInput) input: PhoneBookingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AgendaBookingResult> {
    const outcome = await createPhoneBooking(ctx, adminOf(ctx), input);
    switch (outcome.kind) {
      case 'invalid':
        return Object.assign(new BookingFormInvalid(), { fieldErrors: outcome.fieldErrors });
      case 'refused':
        return refused(outcome);
      case 'created':
        return Object.assign(new AgendaBookingCreated(), outcome);
    }
  }

  @Authorized()
  @Mutation(() => MyBookingResult, { description: 'Déplace un rendez-vous ; le visiteur et le centre sont prévenus.' })
  async adminMoveBooking(
    @Arg('id', () => ID) id: string,
    @Arg('date', () => String) date: string,
    @Arg('time', () => String) time: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MyBookingResult> {
    return myBookingAnswer(await moveByStaff(ctx, adminOf(ctx), id, date, time));
  }

  @Authorized()
  @Mutation(() => MyBookingResult, { description: 'Annule un rendez-vous ; le visiteur et le centre sont prévenus.' })
  async adminCancelBooking(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof MyBookingResult> {
    return myBookingAnswer(await cancelByStaff(ctx, adminOf(ctx), id));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Indique si le visiteur est venu : honoured ou missed.' })
  async adminMarkBooking(
    @Arg('id', () => ID) id: string,
    @Arg('outcome', () => String) outcome: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    if (outcome !== 'honoured' && outcome !== 'missed') throw new InvalidInputError('honoured ou missed.');
    await markOutcome(ctx, adminOf(ctx), id, outcome);
    return true;
  }

  @Authorized()
  @Query(() => [ClosureConflictType], {
    description: 'Les rendez-vous à venir des jours qu’une fermeture prendrait, à voir avant de l’enregistrer.',
  })
  @ListBound(MOST_BOOKINGS)
  async adminClosureConflicts(
    @Arg('input', () => BookingClosureInput) input: BookingClosureInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ClosureConflictType[]> {
    return closureConflicts(ctx, adminOf(ctx), input);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Ajoute une fermeture ; rend son identifiant. Refusée si des rendez-vous sont pris ces jours-là, sauf overBookings.',
  })
  async adminAddBookingClosure(
    @Arg('input', () => BookingClosureInput) input: BookingClosureInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return addClosure(ctx, adminOf(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  async adminRemoveBookingClosure(@Arg('id', () => Int) id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await removeClosure(ctx, adminOf(ctx), id);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Ouvre le centre un jour férié (open: true), ou confirme qu’il est fermé (open: false).',
  })
  async adminDecideHoliday(
    @Arg('centre', () => ID) centre: string,
    @Arg('date', () => String) date: string,
    @Arg('open', () => Boolean) open: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await decideHoliday(ctx, adminOf(ctx), { centre, date, open });
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Le nombre de baies de l’atelier (1 à 12).' })
  async adminSetBayCount(
    @Arg('centre', () => ID) centre: string,
    @Arg('count', () => Int) count: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await setBayCount(ctx, adminOf(ctx), centre, count);
    return true;
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      'Une nouvelle adresse privée d’abonnement à l’agenda (montrée une fois) ; l’ancienne cesse de fonctionner.',
  })
  async adminRenewBookingFeed(@Arg('centre', () => ID) centre: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return renewFeed(ctx, adminOf(ctx), centre);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Révoque l’adresse d’abonnement à l’agenda.' })
  async adminRevokeBookingFeed(@Arg('centre', () => ID) centre: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await revokeFeed(ctx, adminOf(ctx), centre);
    return true;
  }
}
