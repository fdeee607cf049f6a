import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Resolver, createUnionType } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { FailureCode } from './failure-code.js';
import { submitContactRequest } from '../services/contact-requests/submit.js';
import { ListBound } from '../lib/list-bounds.js';

@InputType('ContactRequestInput')
class ContactRequestInput {
  @Field(() => String)
  name: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Le véhicule concerné, en texte libre.' })
  vehicle?: string | null;

  @Field(() => String)
  message: string;

  @Field(() => ID, { nullable: true, description: 'Identifiant du centre choisi.' })
  centre?: string | null;

  @Field(() => Boolean, { description: 'Accord pour le traitement des données de la demande.' })
  consent: boolean;

  @Field(() => String, { nullable: true, description: 'Champ piège : doit rester vide.' })
  website?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Demande de devis depuis une page moteur : son chemin dans le configurateur (type/marque/modèle/année/moteur). L’estimation affichée est enregistrée avec la demande.',
  })
  configuratorEngine?: string | null;

  @Field(() => Int, { nullable: true, description: 'Stage demandé (1 ou 2) ; absent : le premier du moteur.' })
  stage?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Prestation souhaitée : stage1, stage2, e85 ou gearbox (stage1 et stage2 fixent le stage).',
  })
  work?: string | null;

  @Field(() => String, { nullable: true, description: 'Kilométrage tel que saisi (« 85 000 km »), facultatif.' })
  mileage?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Immatriculation française ou marocaine telle que saisie, facultative ; enregistrée normalisée.',
  })
  plate?: string | null;
}

@ObjectType('FieldError')
export class FieldErrorType {
  @Field(() => String)
  field: string;

  @Field(() => String)
  message: string;
}

@ObjectType('ContactRequestAccepted', { description: 'Demande enregistrée : ce que le visiteur doit en savoir.' })
class ContactRequestAccepted {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'Référence courte à rappeler (huit caractères).' })
  reference: string;

  @Field(() => String, { nullable: true, description: 'Le centre qui répond ; null : pas de préférence.' })
  centreName: string | null;

  @Field(() => String, { nullable: true, description: 'Le véhicule de la demande, tel qu’il sera traité.' })
  vehicle: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Quand le centre répond, d’après ses horaires (« demain à partir de 9h »).',
  })
  answerBy: string | null;
}

@ObjectType('ContactRequestInvalid', { description: 'Des champs sont à corriger ; un message par champ.' })
class ContactRequestInvalid {
  @Field(() => FailureCode, { description: 'INVALID_INPUT.' })
  code: FailureCode;

  @Field(() => [FieldErrorType])
  // At most one per field of ContactRequestInput.
  @ListBound(13)
  fieldErrors: FieldErrorType[];
}

@ObjectType('ContactRequestRateLimited', { description: 'Trop de demandes récentes depuis ce poste.' })
class ContactRequestRateLimited {
  @Field(() => FailureCode, { description: 'THROTTLED.' })
  code: FailureCode;

  @Field(() => String)
  message: string;
}

const ContactRequestResult = createUnionType({
  name: 'ContactRequestResult',
  types: () => [ContactRequestAccepted, ContactRequestInvalid, ContactRequestRateLimited] as const,
});

@Resolver()
export class ContactResolver {
  @Mutation(() => ContactRequestResult, { description: 'Envoie une demande de contact ou de devis.' })
  async submitContactRequest(
    @Arg('input', () => ContactRequestInput) input: ContactRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof ContactRequestResult> {
    const outcome = await submitContactRequest(ctx.dataSource, ctx.reference, input, ctx.clientKey, ctx.outbox);
    switch (outcome.kind) {
      case 'accepted':
        // The visitor is not told: whether an address had a confirmation lately is no one else's business.
        if (outcome.confirmation === 'hourly-cap') {
          ctx.logger.warn(
            { contactRequestId: outcome.id },
            'plafond horaire des confirmations aux visiteurs atteint : demande enregistrée sans confirmation',
          );
        }
        return Object.assign(new ContactRequestAccepted(), {
          id: outcome.id,
          reference: outcome.reference,
          centreName: outcome.centreName,
          vehicle: outcome.vehicle,
          answerBy: outcome.answerBy,
        });
      case 'invalid':
        return Object.assign(new ContactRequestInvalid(), {
          code: FailureCode.INVALID_INPUT,
          fieldErrors: outcome.fieldErrors,
        });
      case 'rate-limited':
        return Object.assign(new ContactRequestRateLimited(), {
          code: FailureCode.THROTTLED,
          message: outcome.message,
        });
    }
  }
}
