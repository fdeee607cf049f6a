import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  createUnionType,
} from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import {
  createAccount,
  listAccounts,
  resetAccountPassword,
  setAccountAccess,
  setAccountDisabled,
  type AccountView,
} from '../services/admin/accounts.js';
import { FailureCode, refusedAs } from './failure-code.js';
import { ListBound } from '../lib/list-bounds.js';

@ObjectType('AdminAccount', { description: 'Un compte de l’administration.' })
class AdminAccountType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  username: string;

  @Field(() => String, { description: 'reseau (administrateur du réseau) ou centre (responsable de centre).' })
  role: string;

  @Field(() => [ID], { description: 'Les centres d’un responsable de centre ; vide pour le réseau.' })
  @ListBound((sizes) => sizes.centres)
  centres: string[];

  @Field(() => Boolean, { description: 'Un compte désactivé ne peut plus se connecter.' })
  disabled: boolean;

  @Field(() => String)
  createdAt: string;
}

@ObjectType('AdminAccountRefused', { description: 'Changement de compte refusé : rien n’a été modifié.' })
class AdminAccountRefused {
  @Field(() => FailureCode, { description: 'INVALID_INPUT ou CONFLICT.' })
  code: FailureCode;

  @Field(() => String)
  message: string;

  @Field(() => String, { nullable: true, description: 'Le champ en cause : username, password, role ou centres.' })
  field: string | null;
}

const AdminAccountResult = createUnionType({
  name: 'AdminAccountResult',
  types: () => [AdminAccountType, AdminAccountRefused] as const,
  resolveType: (value) => ('message' in value ? AdminAccountRefused : AdminAccountType),
});

@InputType('AdminAccountInput')
class AdminAccountInput {
  @Field(() => String)
  username: string;

  @Field(() => String, { description: '12 caractères au moins.' })
  password: string;

  @Field(() => String, { description: 'reseau ou centre.' })
  role: string;

  @Field(() => [ID], { nullable: true, description: 'Un centre au moins pour un responsable de centre.' })
  centres?: string[] | null;
}

const toGraphQL = (a: AccountView): AdminAccountType =>
  Object.assign(new AdminAccountType(), { ...a, id: String(a.id), createdAt: a.createdAt.toISOString() });

/** The account changes a screen shows next to its form; other failures stay errors (FORBIDDEN, NOT_FOUND). */
function answer(change: Promise<AccountView>): Promise<typeof AdminAccountResult> {
  return refusedAs(
    async () => toGraphQL(await change),
    ['invalid-input', 'conflict'],
    (refused) => Object.assign(new AdminAccountRefused(), refused),
  );
}

/** Accounts of the administration, managed by network administrators (the services check the role). */
@Authorized()
@Resolver()
export class AdminAccountResolver {
  @Query(() => [AdminAccountType], { description: 'Les comptes, par nom (administrateurs du réseau seulement).' })
  // Nothing caps the accounts; a network of a few centres has a handful.
  @ListBound(200)
  async adminAccounts(@Ctx() ctx: GraphQLContext): Promise<AdminAccountType[]> {
    return (await listAccounts(ctx.dataSource, adminOf(ctx))).map(toGraphQL);
  }

  @Mutation(() => AdminAccountResult, { description: 'Crée un compte avec son rôle, ses centres et son mot de passe.' })
  createAdminAccount(
    @Arg('input', () => AdminAccountInput) input: AdminAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminAccountResult> {
    return answer(createAccount(ctx.dataSource, adminOf(ctx), input));
  }

  @Mutation(() => AdminAccountResult, { description: 'Change le rôle et les centres d’un compte.' })
  setAdminAccountAccess(
    @Arg('username', () => String) username: string,
    @Arg('role', () => String) role: string,
    @Arg('centres', () => [ID], { nullable: true }) centres: string[] | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminAccountResult> {
    return answer(setAccountAccess(ctx.dataSource, adminOf(ctx), username, { role, centres }));
  }

  @Mutation(() => AdminAccountResult, {
    description: 'Désactive un compte (ses sessions se ferment) ou le réactive.',
  })
  setAdminAccountDisabled(
    @Arg('username', () => String) username: string,
    @Arg('disabled', () => Boolean) disabled: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminAccountResult> {
    return answer(setAccountDisabled(ctx.dataSource, adminOf(ctx), username, disabled));
  }

  @Mutation(() => AdminAccountResult, {
    description: 'Donne un nouveau mot de passe à un compte ; ses sessions ouvertes se ferment.',
  })
  resetAdminAccountPassword(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminAccountResult> {
    return answer(resetAccountPassword(ctx.dataSource, adminOf(ctx), username, password));
  }
}
