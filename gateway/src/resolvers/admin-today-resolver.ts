import { Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import { MAX_BAYS } from '../services/booking/bay-count.js';
import {
  adminToday,
  TODAY_CLOSURES_MAX,
  TODAY_HOLIDAYS_MAX,
  TODAY_REQUESTS_MAX,
  type AdminToday,
} from '../services/admin/today.js';

@ObjectType('TodayBooking', { description: 'Un rendez-vous du jour d’un centre.' })
class TodayBookingType {
  @Field(() => ID, { description: 'Pour adminMarkBooking (honoré ou absent).' })
  id: string;
  @Field(() => String)
  reference: string;
  @Field(() => String, { description: 'confirmed, honoured ou missed.' })
  status: string;
  @Field(() => String, { description: 'Heure locale du centre, HH:MM : dépôt d’un travail long, sinon début.' })
  time: string;
  @Field(() => String, { description: 'Début (ISO 8601) : « honoré / absent » se disent à partir de là.' })
  startsAt: string;
  @Field(() => Boolean, { description: 'Réservé par une heure de dépôt (travail long), non par une heure de début.' })
  dropOff: boolean;
  @Field(() => String)
  serviceName: string;
  @Field(() => String, { nullable: true })
  vehicle: string | null;
  @Field(() => String)
  customerName: string;
  @Field(() => String)
  phone: string;
}

@ObjectType('TodayClosure', { description: 'Une fermeture en cours ou dans les 30 jours.' })
class TodayClosureType {
  @Field(() => Int)
  id: number;
  @Field(() => String, { description: 'Premier jour, AAAA-MM-JJ.' })
  startsOn: string;
  @Field(() => String, { description: 'Dernier jour, AAAA-MM-JJ.' })
  endsOn: string;
  @Field(() => String)
  reason: string;
  @Field(() => String, { nullable: true, description: 'L’équipement fermé ; null : tout le centre.' })
  unitLabel: string | null;
}

@ObjectType('TodayHoliday', { description: 'Un jour férié dans les 30 jours, et ce que le centre en a décidé.' })
class TodayHolidayType {
  @Field(() => String, { description: 'Date locale, AAAA-MM-JJ.' })
  date: string;
  @Field(() => String)
  name: string;
  @Field(() => Boolean, { description: 'Date du calendrier lunaire, que les autorités peuvent décaler : à confirmer.' })
  lunar: boolean;
  @Field(() => Boolean, { description: 'Le centre prend tout de même des rendez-vous ce jour-là.' })
  open: boolean;
  @Field(() => Boolean, { description: 'Le centre a décidé (ouvert, ou fermeture confirmée).' })
  decided: boolean;
}

@ObjectType('TodayCentre', { description: 'La journée d’un centre.' })
class TodayCentreType {
  @Field(() => ID)
  centreId: string;
  @Field(() => String, { description: 'Aujourd’hui au centre (son fuseau), AAAA-MM-JJ.' })
  date: string;
  @Field(() => [TodayBookingType], { description: 'Les rendez-vous du jour, dans l’ordre (annulés exclus).' })
  // Each unit of the centre booked at every start its day offers.
  @ListBound((sizes) => (MAX_BAYS + 2) * Math.max(1, sizes.startsADay))
  bookings: TodayBookingType[];
  @Field(() => Int, { description: 'Réservations en ligne dont le formulaire est en cours : leur créneau est retenu.' })
  liveHolds: number;
  @Field(() => Int, { description: 'Réservations en ligne qui attendent l’ouverture du lien de leur e-mail.' })
  awaitingEmail: number;
  @Field(() => [TodayClosureType])
  @ListBound(TODAY_CLOSURES_MAX)
  closures: TodayClosureType[];
  @Field(() => [TodayHolidayType])
  @ListBound(TODAY_HOLIDAYS_MAX)
  holidays: TodayHolidayType[];
}

@ObjectType('TodayRequest', { description: 'Une demande de contact nouvelle, à traiter.' })
class TodayRequestType {
  @Field(() => ID)
  id: string;
  @Field(() => String, { description: 'Reçue le (ISO 8601).' })
  createdAt: string;
  @Field(() => String)
  name: string;
  @Field(() => ID, { nullable: true, description: 'Le centre en charge ; null : le réseau.' })
  centre: string | null;
  @Field(() => String, { nullable: true })
  vehicle: string | null;
}

@ObjectType('TodayRequests', { description: 'Les demandes de contact nouvelles.' })
class TodayRequestsType {
  @Field(() => Int)
  count: number;
  @Field(() => [TodayRequestType], { description: `Les ${TODAY_REQUESTS_MAX} plus anciennes d’abord.` })
  @ListBound(TODAY_REQUESTS_MAX)
  oldest: TodayRequestType[];
}

@ObjectType('TodayEmails', { description: 'Les e-mails qui ne sont pas partis.' })
class TodayEmailsType {
  @Field(() => Int, { description: 'Abandonnés après leur dernier essai.' })
  failed: number;
  @Field(() => Int, { description: 'Retenus par une limite.' })
  withheld: number;
  @Field(() => Int, { description: 'À vérifier, après la restauration d’une sauvegarde.' })
  review: number;
}

@ObjectType('AdminToday', { description: 'La journée des centres du compte et ce qui attend une réponse.' })
class AdminTodayType {
  @Field(() => [TodayCentreType], { description: 'Les centres du compte (tous pour le réseau), dans leur ordre.' })
  @ListBound((sizes) => sizes.centres)
  centres: TodayCentreType[];
  @Field(() => TodayRequestsType)
  requests: TodayRequestsType;
  @Field(() => TodayEmailsType, { nullable: true, description: 'Administrateurs du réseau ; null pour un centre.' })
  emails: TodayEmailsType | null;
}

const todayAnswer = (today: AdminToday): AdminTodayType => ({
  centres: today.centres.map((centre) => ({
    ...centre,
    bookings: centre.bookings.map((b) => ({ ...b, startsAt: b.startsAt.toISOString() })),
  })),
  requests: {
    count: today.requests.count,
    oldest: today.requests.oldest.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  },
  emails: today.emails,
});

/** « Aujourd’hui », the admin's first screen (services/admin/today.ts). */
@Resolver()
export class AdminTodayResolver {
  @Authorized()
  @Query(() => AdminTodayType, {
    description:
      'Aujourd’hui : les rendez-vous du jour par centre, les demandes à traiter, les réservations en cours, les ' +
      'e-mails en échec, les fermetures et jours fériés des 30 jours à venir.',
  })
  async adminToday(@Ctx() ctx: GraphQLContext): Promise<AdminTodayType> {
    return todayAnswer(await adminToday(ctx, adminOf(ctx)));
  }
}
