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
  createUnionType,
} from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { BEFORE_TWO_FACTOR } from './auth-checker.js';
import { FailureCode } from './failure-code.js';
import { completeTwoFactorSignIn, signIn, signOut, type SignInOutcome } from '../auth/sessions.js';
import { listAudit } from '../services/admin/audit.js';
import { AUDIT_PAGE_MAX } from '../services/admin/audit.js';
import { ListBound } from '../lib/list-bounds.js';

@ObjectType('AdminIdentity', { description: 'L’administrateur connecté.' })
class AdminIdentityType {
  @Field(() => String)
  username: string;

  @Field(() => String, { description: 'Date et heure ISO de la connexion.' })
  loginTime: string;

  @Field(() => String, {
    description: 'reseau (administrateur du réseau : tout) ou centre (responsable des centres listés).',
  })
  role: string;

  @Field(() => [ID], { description: 'Les centres d’un responsable de centre ; vide pour le réseau.' })
  @ListBound((sizes) => sizes.centres)
  centres: string[];
}

@ObjectType('AdminSession', {
  description: 'Connexion réussie : le jeton est à envoyer dans Authorization (Basic ou Bearer).',
})
class AdminSessionType {
  @Field(() => String)
  token: string;

  @Field(() => String)
  username: string;

  @Field(() => String)
  loginTime: string;

  @Field(() => String, { description: 'Fin de validité au plus tard (la session expire aussi après une inactivité).' })
  expiresAt: string;
}

@ObjectType('AdminLoginRejected', {
  description: 'Connexion refusée : identifiants incorrects, manquants, ou trop de tentatives.',
})
class AdminLoginRejected {
  @Field(() => FailureCode, {
    description:
      'INVALID_INPUT, INVALID_CREDENTIALS, ACCOUNT_DISABLED, THROTTLED, ou CHALLENGE_EXPIRED (seconde étape : recommencer).',
  })
  code: FailureCode;

  @Field(() => String)
  message: string;

  @Field(() => Int, { nullable: true, description: 'Secondes à attendre avant de réessayer, en cas de blocage.' })
  retryAfterSeconds: number | null;
}

@ObjectType('AdminTwoFactorChallenge', {
  description:
    'Mot de passe correct, un code reste à donner : envoyez ce défi avec le code de l’application ou un code de secours à adminLoginTwoFactor.',
})
class AdminTwoFactorChallenge {
  @Field(() => String)
  challenge: string;

  @Field(() => String, { description: 'Fin de validité du défi (5 minutes).' })
  expiresAt: string;
}

const AdminLoginResult = createUnionType({
  name: 'AdminLoginResult',
  types: () => [AdminSessionType, AdminTwoFactorChallenge, AdminLoginRejected] as const,
});

@ObjectType('AuditEntry', { description: 'Une ligne du journal des actions de l’administration.' })
class AuditEntryType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  at: string;

  @Field(() => String)
  username: string;

  @Field(() => String, {
    description:
      'login, logout, create, update, trash (mise à la corbeille), restore, purge (suppression définitive), status, ' +
      'featured, reorder ; delete : suppression définitive d’avant la corbeille ; comptes : account-create, ' +
      'account-role, account-disable, account-enable, account-password, account-two-factor-reset (double ' +
      'authentification désactivée en ligne de commande) ; double authentification : two-factor-enable, ' +
      'two-factor-disable, recovery-code ; demandes : request-status, request-centre, ' +
      'request-note, request-export ; e-mails : outbox-retry (envoi d’un e-mail abandonné, retenu ou à vérifier), ' +
      'outbox-drop (suppression d’un e-mail à vérifier).',
  })
  action: string;

  @Field(() => ID, { nullable: true })
  realisationId: string | null;

  @Field(() => String)
  summary: string;
}

function loginResult(ctx: GraphQLContext, outcome: SignInOutcome): typeof AdminLoginResult {
  switch (outcome.kind) {
    case 'signed-in': {
      ctx.rememberDevice(outcome.device);
      const { token, username, loginTime, expiresAt } = outcome.session;
      return Object.assign(new AdminSessionType(), {
        token,
        username,
        loginTime: loginTime.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
    }
    case 'two-factor-required':
      return Object.assign(new AdminTwoFactorChallenge(), {
        challenge: outcome.challenge,
        expiresAt: outcome.expiresAt.toISOString(),
      });
    default: {
      const code = {
        invalid: FailureCode.INVALID_INPUT,
        rejected: FailureCode.INVALID_CREDENTIALS,
        disabled: FailureCode.ACCOUNT_DISABLED,
        locked: FailureCode.THROTTLED,
        expired: FailureCode.CHALLENGE_EXPIRED,
      };
      return Object.assign(new AdminLoginRejected(), {
        code: code[outcome.kind],
        message: outcome.message,
        retryAfterSeconds: outcome.kind === 'locked' ? outcome.retryAfterSeconds : null,
      });
    }
  }
}

/** Sign-in, sign-out, the current administrator, and what the admin reads besides realisations. */
@Resolver()
export class AdminResolver {
  @Mutation(() => AdminLoginResult, { description: 'Connexion de l’administration.' })
  async adminLogin(
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminLoginResult> {
    const outcome = await signIn(ctx.dataSource, ctx.auth, {
      username,
      password,
      clientKey: ctx.clientKey,
      deviceToken: ctx.deviceToken,
    });
    return loginResult(ctx, outcome);
  }

  @Mutation(() => AdminLoginResult, {
    description: 'Seconde étape de la connexion d’un compte à double authentification : le défi reçu et un code.',
  })
  async adminLoginTwoFactor(
    @Arg('challenge', () => String) challenge: string,
    @Arg('code', () => String, { description: 'Code à 6 chiffres de l’application, ou un code de secours.' })
    code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof AdminLoginResult> {
    return loginResult(
      ctx,
      await completeTwoFactorSignIn(ctx.dataSource, ctx.auth, { challenge, code, clientKey: ctx.clientKey }),
    );
  }

  @Authorized(BEFORE_TWO_FACTOR)
  @Mutation(() => Boolean, { description: 'Met fin à la session du jeton envoyé.' })
  async adminLogout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await signOut(ctx.dataSource, ctx.auth, ctx.token!, adminOf(ctx));
    return true;
  }

  @Query(() => AdminIdentityType, {
    nullable: true,
    description: 'L’administrateur du jeton envoyé ; null sans jeton valide (vérification silencieuse).',
  })
  adminMe(@Ctx() ctx: GraphQLContext): AdminIdentityType | null {
    if (!ctx.admin) return null;
    const { username, loginTime, role, centres } = ctx.admin;
    return { username, loginTime: loginTime.toISOString(), role, centres: [...centres] };
  }

  @Authorized()
  @ListBound(AUDIT_PAGE_MAX)
  @Query(() => [AuditEntryType], {
    description:
      'Journal des actions, les plus récentes d’abord ; un responsable de centre lit celles de ses centres et les siennes.',
  })
  async adminAudit(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<AuditEntryType[]> {
    const rows = await listAudit(ctx.dataSource, adminOf(ctx), first);
    return rows.map((r) => ({
      ...r,
      at: new Date(r.at).toISOString(),
      realisationId: r.realisationId === null ? null : String(r.realisationId),
    }));
  }
}
