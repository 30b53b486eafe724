import { z } from 'zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { ResponseCode } from '../../../contract/responseCodes';
import { secondFactorPaths, type SecondFactorPending } from '../../../contract/secondFactor';
import {
  attachWebauthnChallenge,
  consumeChallenge,
  countChallengeFailure,
  findChallenge,
  issueChallenge,
  roleRequiresSecondFactor,
  type Challenge,
} from '../../auth/secondFactor/challenges';
import { checkTotp, listFactors, useRecoveryCode } from '../../auth/secondFactor/factors';
import { authenticationOptions, verifyPasskey } from '../../auth/secondFactor/passkeys';
import { recordStepUp, type Amr } from '../../auth/secondFactor/signInFactors';
import { SECOND_FACTOR_LOCKOUT, secondFactorAccountKey } from '../../auth/signInLimits';
import type { AccessTokens } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { claimLockableAttempt, forgetAttempts } from '../../http/attempts';
import { json } from '../../http/respond';
import type { Route } from '../../restRoutes';
import { answering, ok } from './answers';
import { completeSignIn } from './tokenResponse';

/**
 * What follows a right password: a SIGN_IN challenge for a user with a second factor, an ENROL one
 * for a user whose role requires a factor they have not added (when enforced), else nothing.
 */
export async function pendingSecondFactor(
  db: Db,
  config: Config,
  userId: number,
): Promise<SecondFactorPending | undefined> {
  const factors = await listFactors(db, userId);
  if (factors.length > 0) {
    const kinds = [...new Set(factors.map((factor) => factor.kind))];
    return pending('SIGN_IN', await issueChallenge(db, 'SIGN_IN', userId), [...kinds, 'RECOVERY']);
  }
  if (config.secondFactorEnforced && (await roleRequiresSecondFactor(db, userId))) {
    return pending('ENROL', await issueChallenge(db, 'ENROL', userId), []);
  }
  return undefined;
}

const pending = (
  step: 'SIGN_IN' | 'ENROL',
  challenge: string,
  methods: SecondFactorPending['secondFactor']['methods'],
): SecondFactorPending => ({
  status: true,
  code: 9000,
  secondFactor: { step, challenge, methods },
});

const token = z.string().max(100);
const codeSchema = z.object({
  method: z.enum(['TOTP', 'RECOVERY']),
  code: z.string().trim().min(1).max(20),
});
/** A WebAuthn answer as @simplewebauthn/browser makes it; the library checks its parts. */
const passkeyAnswer = z
  .object({ id: z.string().max(1400), type: z.literal('public-key') })
  .passthrough()
  .refine((answer) => JSON.stringify(answer).length <= 16_000);

/**
 * Claims one attempt on the account's second-factor lock before anything is checked (parallel
 * guesses are decided one after the other), then checks; a wrong answer also counts against the
 * challenge. Answers the methods to record, or throws.
 */
async function presentFactor(
  db: Db,
  challenge: Challenge,
  check: () => Promise<Amr | undefined>,
): Promise<Amr> {
  const key = secondFactorAccountKey(challenge.userId);
  const claim = await claimLockableAttempt(db, SECOND_FACTOR_LOCKOUT, key);
  if (!claim.isAllowed) {
    throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS, undefined, {
      retryAfterSeconds: claim.retryAfterSeconds,
    });
  }
  const method = await check();
  if (!method) {
    await countChallengeFailure(db, challenge.id);
    throw new AppError(ResponseCode.INVALID_SECOND_FACTOR);
  }
  // One answer per challenge: of two right answers sent at once, one wins.
  if (!(await consumeChallenge(db, challenge.id))) throw new AppError(ResponseCode.TOKEN_INVALID);
  await forgetAttempts(db, SECOND_FACTOR_LOCKOUT, key);
  return method;
}

const checkCode =
  (db: Db, config: Config, userId: number, input: z.infer<typeof codeSchema>) => async () => {
    if (input.method === 'TOTP')
      return (await checkTotp(db, config, userId, input.code)) ? 'otp' : undefined;
    return (await useRecoveryCode(db, userId, input.code)) ? ('otp' as const) : undefined;
  };

async function liveChallenge(db: Db, value: unknown, purposes: Challenge['purpose'][]) {
  const challenge = await findChallenge(db, value, purposes as never);
  if (!challenge) throw new AppError(ResponseCode.TOKEN_INVALID);
  return challenge;
}

/** The second step of sign-in, step-up by code or passkey. */
export function secondFactorSignInRoutes(config: Config, accessTokens: AccessTokens): Route[] {
  const paths = secondFactorPaths(config.product);
  return [
    {
      method: 'POST',
      path: paths.verify,
      handle: answering(codeSchema.extend({ challenge: token }), async (input, { db }) => {
        const challenge = await liveChallenge(db, input.challenge, ['SIGN_IN']);
        const method = await presentFactor(
          db,
          challenge,
          checkCode(db, config, challenge.userId, input),
        );
        return completeSignIn(db, config, accessTokens, challenge.userId, ['pwd', method]);
      }),
    },
    {
      method: 'POST',
      path: paths.passkeyOptions,
      handle: answering(z.object({ challenge: token }), async (input, { db, user }) => {
        const challenge = await liveChallenge(db, input.challenge, ['SIGN_IN', 'STEP_UP']);
        if (challenge.purpose === 'STEP_UP' && challenge.userId !== user?.id) {
          throw new AppError(ResponseCode.TOKEN_INVALID);
        }
        const options = await authenticationOptions(db, config, challenge.userId);
        await attachWebauthnChallenge(db, challenge.id, options.challenge);
        return json(options);
      }),
    },
    {
      method: 'POST',
      path: paths.passkeyVerify,
      handle: answering(
        z.object({ challenge: token, response: passkeyAnswer }),
        async (input, { db, user }) => {
          const challenge = await liveChallenge(db, input.challenge, ['SIGN_IN', 'STEP_UP']);
          const isStepUp = challenge.purpose === 'STEP_UP';
          if (
            isStepUp &&
            (challenge.userId !== user?.id || challenge.sessionId !== user.sessionId)
          ) {
            throw new AppError(ResponseCode.TOKEN_INVALID);
          }
          const response = input.response as unknown as AuthenticationResponseJSON;
          await presentFactor(db, challenge, async () =>
            (await verifyPasskey(db, config, challenge, response)) ? 'hwk' : undefined,
          );
          if (!isStepUp)
            return completeSignIn(db, config, accessTokens, challenge.userId, ['pwd', 'hwk']);
          await recordStepUp(db, user!.sessionId!, user!.id, 'hwk');
          return ok();
        },
      ),
    },
    {
      method: 'POST',
      path: paths.stepUpChallenge,
      handle: answering(z.object({}), async (_input, { db, user }) => {
        if (!user?.sessionId) throw new AppError(ResponseCode.UNAUTHENTICATED);
        const challenge = await issueChallenge(db, 'STEP_UP', user.id, {
          sessionId: user.sessionId,
        });
        return ok({ challenge });
      }),
    },
    {
      method: 'POST',
      path: paths.stepUp,
      // A code again in this sign-in: a challenge made here, answered at once.
      handle: answering(codeSchema, async (input, { db, user }) => {
        if (!user?.sessionId) throw new AppError(ResponseCode.UNAUTHENTICATED);
        const issued = await issueChallenge(db, 'STEP_UP', user.id, { sessionId: user.sessionId });
        const challenge = await liveChallenge(db, issued, ['STEP_UP']);
        const method = await presentFactor(db, challenge, checkCode(db, config, user.id, input));
        await recordStepUp(db, user.sessionId, user.id, method);
        return ok();
      }),
    },
  ];
}
