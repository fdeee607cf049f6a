import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { countOutbox, listOutbox, retryOutboxMessage, type OutboxEntry } from '../services/mail/outbox.js';
import { OUTBOX_PAGE_MAX } from '../services/mail/outbox.js';
import { ListBound } from '../lib/list-bounds.js';

@ObjectType('OutboxMessage', { description: 'Un e-mail de la boîte d’envoi.' })
class OutboxMessageType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  createdAt: string;

  @Field(() => String, {
    description:
      'centre-notification, visitor-confirmation, visitor-change (rendez-vous déplacé ou annulé), visitor-reminder ' +
      'ou waitlist-offer.',
  })
  kind: string;

  @Field(() => String)
  recipient: string;

  @Field(() => String)
  subject: string;

  @Field(() => String, {
    description: 'pending (en attente), sent (envoyé), failed (abandonné) ou withheld (retenu par une limite).',
  })
  status: string;

  @Field(() => Int, { description: 'Essais d’envoi commencés.' })
  attempts: number;

  @Field(() => String, { description: 'Prochain essai au plus tôt (messages en attente).' })
  nextAttemptAt: string;

  @Field(() => String, { nullable: true, description: 'Réponse du serveur SMTP au dernier échec.' })
  lastError: string | null;

  @Field(() => String, { nullable: true })
  sentAt: string | null;

  @Field(() => ID, { nullable: true, description: 'La demande de contact dont il parle.' })
  contactRequestId: string | null;

  @Field(() => String, { nullable: true, description: 'Retenu : la limite atteinte, en français.' })
  withheldReason: string | null;
}

@ObjectType('OutboxSummary', { description: 'État de la boîte d’envoi des e-mails.' })
class OutboxSummaryType {
  @Field(() => Boolean, { description: 'Un serveur SMTP est configuré (SMTP_URL) ; sinon les e-mails attendent.' })
  sending: boolean;

  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  failed: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int, { description: 'Retenus par une limite : jamais envoyés, sauf si un administrateur les envoie.' })
  withheld: number;
}

const toGraphQL = (entry: OutboxEntry): OutboxMessageType => ({
  ...entry,
  createdAt: entry.createdAt.toISOString(),
  nextAttemptAt: entry.nextAttemptAt.toISOString(),
  sentAt: entry.sentAt?.toISOString() ?? null,
});

/** The outbox as the admin sees it: what waits, what failed, what left. */
@Resolver()
export class AdminOutboxResolver {
  @Authorized()
  @Query(() => OutboxSummaryType, {
    description: 'Nombre d’e-mails par état, et si l’envoi est configuré (administrateurs du réseau).',
  })
  async adminOutboxSummary(@Ctx() ctx: GraphQLContext): Promise<OutboxSummaryType> {
    return { sending: ctx.outbox.sending, ...(await countOutbox(ctx.dataSource, adminOf(ctx))) };
  }

  @Authorized()
  @ListBound(OUTBOX_PAGE_MAX)
  @Query(() => [OutboxMessageType], {
    description: 'E-mails de la boîte d’envoi, les plus récents d’abord (administrateurs du réseau).',
  })
  async adminOutbox(
    @Ctx() ctx: GraphQLContext,
    @Arg('statuses', () => [String], {
      nullable: true,
      description: 'pending, sent, failed ou withheld ; tous si absent.',
    })
    statuses: string[] | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<OutboxMessageType[]> {
    const rows = await listOutbox(ctx.dataSource, adminOf(ctx), { statuses: statuses ?? [], first });
    return rows.map(toGraphQL);
  }

  @Authorized()
  @Mutation(() => OutboxMessageType, {
    description:
      'Remet en attente un e-mail abandonné ou retenu par une limite, ses essais remis à zéro, pour un envoi immédiat avec le même ' +
      'Message-ID (administrateurs du réseau).',
  })
  async retryOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<OutboxMessageType> {
    const entry = await retryOutboxMessage(ctx.dataSource, adminOf(ctx), id, ctx.clock());
    ctx.outbox.wake();
    return toGraphQL(entry);
  }
}
