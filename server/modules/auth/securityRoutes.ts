import { z } from 'zod';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { ResponseCode } from '../../../contract/responseCodes';
import { secondFactorPaths } from '../../../contract/secondFactor';
import { loadAuthUser } from '../../auth/currentUser';
import {
  consumeChallenge,
  countChallengeFailure,
  findChallenge,
  issueChallenge,
  type Challenge,
} from '../../auth/secondFactor/challenges';
import { factorChangeEmail } from '../../auth/secondFactor/emails';
import {
  confirmTotp,
  hasSecondFactor,
  issueRecoveryCodes,
  listFactors,
  recoveryCodesLeft,
  removeFactor,
  renameFactor,
  startTotp,
} from '../../auth/secondFactor/factors';
import { endSignIn, listSignIns } from '../../auth/signIns';
import { finishRegistration, registrationOptions } from '../../auth/secondFactor/passkeys';
import {
  assertRecentSecondFactor,
  recordStepUp,
  type Amr,
} from '../../auth/secondFactor/signInFactors';
import type { AccessTokens } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RequestContext } from '../../requestContext';
import type { Route } from '../../restRoutes';
import type { Messenger } from '../../messaging/messenger';
import { answering, ok } from './answers';
import { completeSignIn } from './tokenResponse';
import { resetRoute } from './secondFactorReset';

/** Who is adding a factor: the signed-in user, or one whose sign-in waits for it (ENROL). */
interface Enroller {
  user: { id: number; uuid: string; email: string; sessionId?: string };
  enrol?: Challenge;
}

async function enrollerOf(db: Db, ctx: RequestContext, challenge?: string): Promise<Enroller> {
  if (challenge !== undefined) {
    const enrol = await findChallenge(db, challenge, ['ENROL']);
    if (!enrol) throw new AppError(ResponseCode.TOKEN_INVALID);
    const user = await loadAuthUser(db, { id: enrol.userId });
    if (!user) throw new AppError(ResponseCode.ACCOUNT_INACTIVE);
    return { user, enrol };
  }
  if (!ctx.user) throw new AppError(ResponseCode.UNAUTHENTICATED);
  return { user: ctx.user };
}

const signedIn = (ctx: RequestContext) => {
  if (!ctx.user?.sessionId) throw new AppError(ResponseCode.UNAUTHENTICATED);
  return ctx.user as typeof ctx.user & { sessionId: string };
};

const name = z.string().trim().min(1).max(60);
const token = z.string().max(100);
const uuid = z.string().uuid();

/** What the security routes need beyond the request. */
interface SecurityDeps {
  config: Config;
  accessTokens: AccessTokens;
  messenger: Messenger;
  paths: ReturnType<typeof secondFactorPaths>;
}

/**
 * A factor was added: the user is told by email; the first one comes with recovery codes; a
 * waiting sign-in (ENROL) completes with it, and a signed-in user's session counts as stepped up.
 */
async function factorAdded(
  { config, accessTokens, messenger }: SecurityDeps,
  db: Db,
  ctx: RequestContext,
  who: Enroller,
  method: Amr,
  label: string,
) {
  const isFirst = (await listFactors(db, who.user.id)).length === 1;
  const recoveryCodes = isFirst ? await issueRecoveryCodes(db, who.user.id) : undefined;
  await messenger.sendNotice(db, factorChangeEmail(ctx.language, who.user.email, 'added', label));
  if (who.enrol) {
    if (!(await consumeChallenge(db, who.enrol.id))) throw new AppError(ResponseCode.TOKEN_INVALID);
    return completeSignIn(db, config, accessTokens, who.user.id, ['pwd', method], {
      recoveryCodes,
    });
  }
  if (who.user.sessionId) await recordStepUp(db, who.user.sessionId, who.user.id, method);
  return ok({ recoveryCodes });
}

/**
 * The account-security page's calls: add, list, rename and remove factors; recovery codes; the
 * user's sign-ins, listed and ended.
 */
export function securityRoutes(
  config: Config,
  accessTokens: AccessTokens,
  messenger: Messenger,
): Route[] {
  const deps: SecurityDeps = {
    config,
    accessTokens,
    messenger,
    paths: secondFactorPaths(config.product),
  };
  return [
    factorsRoute(deps),
    totpStartRoute(deps),
    totpConfirmRoute(deps),
    passkeyStartRoute(deps),
    passkeyFinishRoute(deps),
    renameFactorRoute(deps),
    removeFactorRoute(deps),
    recoveryCodesRoute(deps),
    signInsRoute(deps),
    endSignInRoute(deps),
    resetRoute(config, messenger),
  ];
}

/** The user's factors and how many recovery codes are left. */
function factorsRoute(deps: SecurityDeps): Route {
  const { paths } = deps;
  return {
    method: 'GET',
    path: paths.factors,
    handle: answering(z.object({}), async (_input, ctx) => {
      const user = signedIn(ctx);
      return ok({
        factors: await listFactors(ctx.db, user.id),
        recoveryCodesLeft: await recoveryCodesLeft(ctx.db, user.id),
      });
    }),
  };
}

/** Starts adding an authenticator app: its secret, as a key and a QR code. */
function totpStartRoute(deps: SecurityDeps): Route {
  const { config, paths } = deps;
  return {
    method: 'POST',
    path: paths.totpStart,
    handle: answering(z.object({ challenge: token.optional() }), async (input, ctx) => {
      const who = await enrollerOf(ctx.db, ctx, input.challenge);
      return ok(await startTotp(ctx.db, config, who.user));
    }),
  };
}

/** Adds the authenticator app once a code from it checks. */
function totpConfirmRoute(deps: SecurityDeps): Route {
  const { config, paths } = deps;
  return {
    method: 'POST',
    path: paths.totpConfirm,
    handle: answering(
      z.object({ challenge: token.optional(), factorUuid: uuid, code: z.string().max(20), name }),
      async (input, ctx) => {
        const { db } = ctx;
        const who = await enrollerOf(db, ctx, input.challenge);
        const code = input.code.trim();
        if (!(await confirmTotp(db, config, who.user.id, input.factorUuid, code, input.name))) {
          if (who.enrol) await countChallengeFailure(db, who.enrol.id);
          throw new AppError(ResponseCode.INVALID_SECOND_FACTOR);
        }
        return factorAdded(deps, db, ctx, who, 'otp', input.name);
      },
    ),
  };
}

/** Starts adding a passkey: the browser's registration options. */
function passkeyStartRoute(deps: SecurityDeps): Route {
  const { config, paths } = deps;
  return {
    method: 'POST',
    path: paths.passkeyStart,
    handle: answering(z.object({ challenge: token.optional() }), async (input, ctx) => {
      const who = await enrollerOf(ctx.db, ctx, input.challenge);
      const options = await registrationOptions(ctx.db, config, who.user);
      const registration = await issueChallenge(ctx.db, 'PASSKEY_REGISTRATION', who.user.id, {
        webauthnChallenge: options.challenge,
      });
      return ok({ registration, options });
    }),
  };
}

/** Adds the passkey the browser registered. */
function passkeyFinishRoute(deps: SecurityDeps): Route {
  const { config, paths } = deps;
  return {
    method: 'POST',
    path: paths.passkeyFinish,
    handle: answering(
      z.object({
        challenge: token.optional(),
        registration: token,
        name,
        response: z
          .object({ id: z.string().max(1400), type: z.literal('public-key') })
          .passthrough()
          .refine((answer) => JSON.stringify(answer).length <= 32_000),
      }),
      async (input, ctx) => {
        const { db } = ctx;
        const who = await enrollerOf(db, ctx, input.challenge);
        const registration = await findChallenge(db, input.registration, ['PASSKEY_REGISTRATION']);
        if (!registration || registration.userId !== who.user.id) {
          throw new AppError(ResponseCode.TOKEN_INVALID);
        }
        if (!(await consumeChallenge(db, registration.id))) {
          throw new AppError(ResponseCode.TOKEN_INVALID);
        }
        const response = input.response as unknown as RegistrationResponseJSON;
        if (!(await finishRegistration(db, config, registration, response, input.name))) {
          throw new AppError(ResponseCode.INVALID_SECOND_FACTOR);
        }
        return factorAdded(deps, db, ctx, who, 'hwk', input.name);
      },
    ),
  };
}

/** Renames a factor. */
function renameFactorRoute(deps: SecurityDeps): Route {
  const { paths } = deps;
  return {
    method: 'POST',
    path: paths.rename,
    handle: answering(z.object({ uuid, name }), async (input, ctx) => {
      await renameFactor(ctx.db, signedIn(ctx).id, input.uuid, input.name);
      return ok();
    }),
  };
}

/** Removes a factor, with a recent second factor; the user is told by email. */
function removeFactorRoute(deps: SecurityDeps): Route {
  const { config, messenger, paths } = deps;
  return {
    method: 'POST',
    path: paths.remove,
    // Removing a way in needs a recent second factor, as other sensitive operations do.
    handle: answering(z.object({ uuid }), async (input, ctx) => {
      const user = signedIn(ctx);
      await assertRecentSecondFactor(ctx.db, config, user);
      const removed = await removeFactor(ctx.db, user.id, input.uuid);
      const email = factorChangeEmail(ctx.language, user.email, 'removed', removed.name);
      await messenger.sendNotice(ctx.db, email);
      return ok();
    }),
  };
}

/** New recovery codes (the old ones stop working), with a recent second factor. */
function recoveryCodesRoute(deps: SecurityDeps): Route {
  const { config, paths } = deps;
  return {
    method: 'POST',
    path: paths.recoveryCodes,
    handle: answering(z.object({}), async (_input, ctx) => {
      const user = signedIn(ctx);
      if (!(await hasSecondFactor(ctx.db, user.id))) throw new AppError(ResponseCode.NOT_FOUND);
      await assertRecentSecondFactor(ctx.db, config, user);
      return ok({ recoveryCodes: await issueRecoveryCodes(ctx.db, user.id) });
    }),
  };
}

/** The user's sign-ins. */
function signInsRoute(deps: SecurityDeps): Route {
  const { paths } = deps;
  return {
    method: 'GET',
    path: paths.signIns,
    handle: answering(z.object({}), async (_input, ctx) => {
      const user = signedIn(ctx);
      return ok({ signIns: await listSignIns(ctx.db, user.id, user.sessionId) });
    }),
  };
}

/** Ends one of the user's sign-ins. */
function endSignInRoute(deps: SecurityDeps): Route {
  const { paths } = deps;
  return {
    method: 'POST',
    path: paths.endSignIn,
    // Ending a sign-in only takes a way in away: no step-up (a user who fears a stolen session
    // must be able to end it at once).
    handle: answering(z.object({ id: uuid }), async (input, ctx) => {
      await endSignIn(ctx.db, signedIn(ctx).id, input.id);
      return ok();
    }),
  };
}
