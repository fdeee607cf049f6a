import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import {
  countOutbox,
  dropOutboxMessage,
  listOutbox,
  OUTBOX_PAGE_MAX,
  retryOutboxMessage,
  settleOutboxReview,
  type OutboxEntry,
} from '../services/mail/outbox.js';
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
    description:
      'pending (en attente), sent (envoyé), failed (abandonné), withheld (retenu par une limite) ou review (à ' +
      'vérifier : en attente dans une sauvegarde restaurée).',
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

  @Field(() => Int, {
    description:
      'À vérifier : en attente dans une sauvegarde restaurée, peut-être déjà partis du site d’origine ; jamais ' +
      'envoyés sans la décision d’un administrateur.',
  })
  review: number;
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
      description: 'pending, sent, failed, withheld ou review ; tous si absent.',
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
      'Remet en attente un e-mail abandonné, retenu par une limite ou à vérifier, ses essais remis à zéro, pour un ' +
      'envoi immédiat avec le même Message-ID (administrateurs du réseau).',
  })
  async retryOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<OutboxMessageType> {
    const entry = await retryOutboxMessage(ctx.dataSource, adminOf(ctx), id, ctx.clock());
    ctx.outbox.wake();
    return toGraphQL(entry);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Supprime un e-mail à vérifier, qui ne partira jamais ; renvoie son id (administrateurs du réseau).',
  })
  async dropOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return dropOutboxMessage(ctx.dataSource, adminOf(ctx), id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Remet en attente d’envoi tous les e-mails à vérifier, avec leur Message-ID ; renvoie leur nombre ' +
      '(administrateurs du réseau).',
  })
  async sendOutboxReview(@Ctx() ctx: GraphQLContext): Promise<number> {
    const count = await settleOutboxReview(ctx.dataSource, adminOf(ctx), 'send', ctx.clock());
    ctx.outbox.wake();
    return count;
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Supprime tous les e-mails à vérifier ; renvoie leur nombre (administrateurs du réseau).',
  })
  async dropOutboxReview(@Ctx() ctx: GraphQLContext): Promise<number> {
    return settleOutboxReview(ctx.dataSource, adminOf(ctx), 'drop', ctx.clock());
  }
}
