import { Arg, Authorized, Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { adminCentreContacts, type CentreContacts } from '../services/centre-contacts.js';

@ObjectType('CentreContacts', {
  description: 'Le téléphone et l’adresse des avis d’un centre : les siens, ou à défaut ceux du réseau.',
})
class CentreContactsType implements CentreContacts {
  @Field(() => String, { description: 'Le numéro donné aux visiteurs pour ce centre.' })
  phone: string;

  @Field(() => String, { description: 'L’adresse où partent les avis du centre (demandes, rendez-vous).' })
  noticeEmail: string;

  @Field(() => Boolean, { description: 'Le centre n’a pas de téléphone : celui du réseau le remplace.' })
  phoneFromNetwork: boolean;

  @Field(() => Boolean, { description: 'Le centre n’a pas d’adresse : celle du réseau reçoit ses avis.' })
  emailFromNetwork: boolean;
}

/** A centre's details as its admin needs them; the rules are in services/centre-contacts.ts. */
@Resolver()
export class AdminCentreResolver {
  @Authorized()
  @Query(() => CentreContactsType, {
    description: 'Les coordonnées d’un centre, et si celles du réseau remplacent les siennes.',
  })
  adminCentreContacts(@Arg('centre', () => ID) centre: string, @Ctx() ctx: GraphQLContext): Promise<CentreContacts> {
    return adminCentreContacts(ctx, adminOf(ctx), centre);
  }
}
