import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, createUnionType } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import {
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  twoFactorStatus,
} from '../services/admin/two-factor.js';
import { BEFORE_TWO_FACTOR } from './auth-checker.js';
import { FailureCode, refusedAs } from './failure-code.js';
import { RECOVERY_CODE_COUNT } from '../auth/two-factor-secrets.js';
import { ListBound } from '../lib/list-bounds.js';

@ObjectType('AdminTwoFactorStatus', { description: 'La double authentification du compte connecté.' })
class AdminTwoFactorStatus {
  @Field(() => Boolean)
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Date et heure ISO de l’activation.' })
  enabledAt: string | null;

  @Field(() => Int, { description: 'Codes de secours encore utilisables.' })
  recoveryCodesLeft: number;

  @Field(() => Boolean, { description: 'Le réseau l’exige pour les administrateurs (ADMIN_REQUIRE_2FA).' })
  required: boolean;
}

@ObjectType('TwoFactorEnrolment', {
  description: 'Un nouveau secret à ajouter dans l’application d’authentification, montré cette fois seulement.',
})
class TwoFactorEnrolment {
  @Field(() => String, { description: 'Le secret en base32, à saisir à la main si le QR code ne peut être lu.' })
  secret: string;

  @Field(() => String, { description: 'L’URI otpauth://totp/… que contient le QR code.' })
  uri: string;

  @Field(() => String, { description: 'Le QR code : une image SVG en URL data:.' })
  qrCode: string;
}

@ObjectType('TwoFactorRecoveryCodes', {
  description: 'Double authentification activée : les codes de secours, à usage unique, montrés cette fois seulement.',
})
class TwoFactorRecoveryCodes {
  @Field(() => [String])
  @ListBound(RECOVERY_CODE_COUNT)
  codes: string[];
}

@ObjectType('TwoFactorRefused', { description: 'Code ou mot de passe refusé.' })
class TwoFactorRefused {
  @Field(() => FailureCode, { description: 'INVALID_INPUT ou THROTTLED.' })
  code: FailureCode;

  @Field(() => String)
  message: string;
}

const TwoFactorStartResult = createUnionType({
  name: 'TwoFactorStartResult',
  types: () => [TwoFactorEnrolment, TwoFactorRefused] as const,
});

const TwoFactorConfirmResult = createUnionType({
  name: 'TwoFactorConfirmResult',
  types: () => [TwoFactorRecoveryCodes, TwoFactorRefused] as const,
});

const TwoFactorDisableResult = createUnionType({
  name: 'TwoFactorDisableResult',
  types: () => [AdminTwoFactorStatus, TwoFactorRefused] as const,
});

/** The refusals the screen shows beside its field; anything else stays an error. */
function refusalOf<T>(work: () => Promise<T>): Promise<T | TwoFactorRefused> {
  return refusedAs(work, ['invalid-input', 'throttled'], ({ code, message }) =>
    Object.assign(new TwoFactorRefused(), { code, message }),
  );
}

/** Enrolment in two-factor sign-in, and turning it off, for the signed-in account itself. */
@Resolver()
export class TwoFactorResolver {
  @Authorized(BEFORE_TWO_FACTOR)
  @Query(() => AdminTwoFactorStatus, { description: 'La double authentification du compte connecté.' })
  async adminTwoFactor(@Ctx() ctx: GraphQLContext): Promise<AdminTwoFactorStatus> {
    return statusOf(ctx);
  }

  @Authorized(BEFORE_TWO_FACTOR)
  @Mutation(() => TwoFactorStartResult, {
    description:
      'Commence l’activation, après le mot de passe saisi de nouveau : un nouveau secret, à confirmer par un code ' +
      '(confirmTwoFactorEnrolment).',
  })
  async startTwoFactorEnrolment(
    @Arg('password', () => String, { nullable: true }) password: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof TwoFactorStartResult> {
    const { site } = await ctx.reference.get();
    return refusalOf(async () =>
      Object.assign(
        new TwoFactorEnrolment(),
        await startTwoFactorEnrolment(
          ctx.dataSource,
          ctx.auth,
          adminOf(ctx),
          { password, clientKey: ctx.clientKey, sessionToken: ctx.token },
          site.brandName,
        ),
      ),
    );
  }

  @Authorized(BEFORE_TWO_FACTOR)
  @Mutation(() => TwoFactorConfirmResult, {
    description:
      'Termine l’activation avec un code de l’application ; répond les codes de secours. Les autres sessions du ' +
      'compte prennent fin.',
  })
  async confirmTwoFactorEnrolment(
    @Arg('code', () => String) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof TwoFactorConfirmResult> {
    return refusalOf(async () =>
      Object.assign(new TwoFactorRecoveryCodes(), {
        codes: await confirmTwoFactorEnrolment(ctx.dataSource, adminOf(ctx), code, ctx.token),
      }),
    );
  }

  @Authorized(BEFORE_TWO_FACTOR)
  @Mutation(() => TwoFactorDisableResult, {
    description:
      'Désactive la double authentification : le mot de passe et un code de l’application (ou un code de secours). ' +
      'Les autres sessions du compte prennent fin.',
  })
  async disableTwoFactor(
    @Ctx() ctx: GraphQLContext,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('password', () => String, { nullable: true }) password: string | null,
  ): Promise<typeof TwoFactorDisableResult> {
    return refusalOf(async () => {
      await disableTwoFactor(ctx.dataSource, ctx.auth, adminOf(ctx), {
        code,
        password,
        clientKey: ctx.clientKey,
        sessionToken: ctx.token,
      });
      return statusOf(ctx);
    });
  }
}

async function statusOf(ctx: GraphQLContext): Promise<AdminTwoFactorStatus> {
  const status = await twoFactorStatus(ctx.dataSource, adminOf(ctx).id);
  return Object.assign(new AdminTwoFactorStatus(), {
    ...status,
    enabledAt: status.enabledAt?.toISOString() ?? null,
    required: ctx.auth.requireTwoFactor,
  });
}
