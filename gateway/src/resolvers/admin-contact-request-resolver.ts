import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import {
  addContactRequestNote,
  countContactRequests,
  exportContactRequestsCsv,
  findContactRequests,
  setContactRequestCentre,
  setContactRequestStatus,
  type RequestFilters,
  type RequestView,
} from '../services/contact-requests/handling.js';
import { REQUEST_PAGE_MAX } from '../services/contact-requests/handling.js';
import { ListBound } from '../lib/list-bounds.js';

/** The values are those stored. */
export enum ContactRequestStatusValue {
  NEW = 'new',
  IN_PROGRESS = 'in_progress',
  DONE = 'done',
  ARCHIVED = 'archived',
}

registerEnumType(ContactRequestStatusValue, {
  name: 'ContactRequestStatus',
  description: 'Où en est une demande : nouveau, en cours, traité, archivé.',
});

@ObjectType('ContactRequestQuote', { description: 'L’estimation affichée au visiteur sur la page du moteur.' })
class ContactRequestQuoteType {
  @Field(() => String, { nullable: true, description: 'Chemin du moteur dans le configurateur.' })
  enginePath: string | null;

  @Field(() => String)
  vehicle: string;

  @Field(() => Int, { nullable: true, description: 'Stage demandé ; null sans estimation pour ce moteur.' })
  stage: number | null;

  @Field(() => Int, { nullable: true })
  powerBeforeHp: number | null;

  @Field(() => Int, { nullable: true })
  powerAfterHp: number | null;

  @Field(() => Int, { nullable: true })
  torqueBeforeNm: number | null;

  @Field(() => Int, { nullable: true })
  torqueAfterNm: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Chiffres estimés (true) ou mesurés par le réseau (false).' })
  estimated: boolean | null;

  @Field(() => Int, { nullable: true })
  priceFrom: number | null;

  @Field(() => Int, { nullable: true })
  priceTo: number | null;

  @Field(() => String, { nullable: true, description: 'Devise des prix (ISO 4217).' })
  currency: string | null;
}

@ObjectType('ContactRequestNote', { description: 'Une note interne, jamais montrée au visiteur.' })
class ContactRequestNoteType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  createdAt: string;

  @Field(() => String)
  username: string;

  @Field(() => String)
  body: string;
}

@ObjectType('ContactRequestEntry')
class ContactRequestEntry {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  createdAt: string;

  @Field(() => String)
  updatedAt: string;

  @Field(() => ContactRequestStatusValue)
  status: ContactRequestStatusValue;

  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  vehicle: string | null;

  @Field(() => String)
  message: string;

  @Field(() => ID, { nullable: true, description: 'Le centre en charge (d’abord celui choisi par le visiteur).' })
  centre: string | null;

  @Field(() => String, { nullable: true, description: 'La prestation souhaitée, en clair ; null : non précisée.' })
  work: string | null;

  @Field(() => Int, { nullable: true, description: 'Kilométrage indiqué par le visiteur.' })
  mileageKm: number | null;

  @Field(() => String, { nullable: true, description: 'Immatriculation normalisée (France ou Maroc).' })
  plate: string | null;

  @Field(() => ContactRequestQuoteType, { nullable: true, description: 'Pour une demande venue du configurateur.' })
  quote: ContactRequestQuoteType | null;

  @Field(() => [ContactRequestNoteType])
  // Nothing caps a request's notes: a long exchange about one request, with room.
  @ListBound(50)
  notes: ContactRequestNoteType[];
}

@ObjectType('ContactRequestCounts', { description: 'Nombre de demandes par statut.' })
class ContactRequestCounts {
  @Field(() => Int)
  new: number;

  @Field(() => Int)
  inProgress: number;

  @Field(() => Int)
  done: number;

  @Field(() => Int)
  archived: number;
}

const toEntry = (r: RequestView): ContactRequestEntry => ({
  ...r,
  status: r.status as ContactRequestStatusValue,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  notes: r.notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
});

/** Contact and quote requests in the admin: list, search, handle, export. The rules are in the service. */
@Resolver()
export class AdminContactRequestResolver {
  @Authorized()
  @ListBound(REQUEST_PAGE_MAX)
  @Query(() => [ContactRequestEntry], {
    description:
      'Demandes reçues, les plus récentes d’abord : recherche (nom, e-mail, téléphone, véhicule, message) et filtres ; sans statut, toutes sauf les archivées. Un responsable de centre voit celles de ses centres.',
  })
  async adminContactRequests(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 100 }) first: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => ContactRequestStatusValue, { nullable: true }) status: ContactRequestStatusValue | null,
    @Arg('centre', () => ID, { nullable: true }) centre: string | null,
    @Arg('unassigned', () => Boolean, { nullable: true, description: 'Seulement les demandes sans centre.' })
    unassigned: boolean | null,
  ): Promise<ContactRequestEntry[]> {
    const rows = await findContactRequests(ctx.dataSource, adminOf(ctx), { search, status, centre, unassigned }, first);
    return rows.map(toEntry);
  }

  @Authorized()
  @Query(() => ContactRequestCounts, { description: 'Nombre de demandes par statut (accueil de l’administration).' })
  async adminContactRequestCounts(@Ctx() ctx: GraphQLContext): Promise<ContactRequestCounts> {
    const counts = await countContactRequests(ctx.dataSource, adminOf(ctx));
    return { new: counts.new, inProgress: counts.in_progress, done: counts.done, archived: counts.archived };
  }

  @Authorized()
  @Query(() => String, {
    description:
      'Les demandes des mêmes filtres en CSV (UTF-8 avec BOM, séparateur point-virgule, pour les tableurs français). Chaque export est journalisé.',
  })
  async adminContactRequestsCsv(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => ContactRequestStatusValue, { nullable: true }) status: ContactRequestStatusValue | null,
    @Arg('centre', () => ID, { nullable: true }) centre: string | null,
    @Arg('unassigned', () => Boolean, { nullable: true }) unassigned: boolean | null,
  ): Promise<string> {
    const filters: RequestFilters = { search, status, centre, unassigned };
    return (await exportContactRequestsCsv(ctx.dataSource, ctx.reference, adminOf(ctx), filters)).csv;
  }

  @Authorized()
  @Mutation(() => ContactRequestEntry, { description: 'Change le statut d’une demande.' })
  async setContactRequestStatus(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ContactRequestStatusValue) status: ContactRequestStatusValue,
  ): Promise<ContactRequestEntry> {
    return toEntry(await setContactRequestStatus(ctx.dataSource, adminOf(ctx), id, status));
  }

  @Authorized()
  @Mutation(() => ContactRequestEntry, { description: 'Confie une demande à un centre (null : à aucun).' })
  async setContactRequestCentre(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('centre', () => ID, { nullable: true }) centre: string | null,
  ): Promise<ContactRequestEntry> {
    return toEntry(await setContactRequestCentre(ctx.dataSource, ctx.reference, adminOf(ctx), id, centre));
  }

  @Authorized()
  @Mutation(() => ContactRequestEntry, { description: 'Ajoute une note interne à une demande.' })
  async addContactRequestNote(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('body', () => String) body: string,
  ): Promise<ContactRequestEntry> {
    return toEntry(await addContactRequestNote(ctx.dataSource, adminOf(ctx), id, body));
  }
}
