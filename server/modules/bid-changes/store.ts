import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BidChangeAction } from '../../../contract/onboarding';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bidChangeRequests } from '../../db/schema/onboarding';
import { tenderers } from '../../db/schema/tenderers';
import { AppError } from '../../errors';
import type { Messenger } from '../../messaging/messenger';
import { consumeToken, findLiveToken, issueActionToken } from '../../auth/actionTokens';
import { idWhere } from '../../db/entityTable';

type BidChangeKind = 'WITHDRAW' | 'MODIFICATION';

const resultOf = (row: typeof bidChangeRequests.$inferSelect) => ({
  uuid: row.uuid,
  kind: row.kind,
  tenderNumber: row.tenderNumber,
  status: row.status,
});

/**
 * Raises a withdrawal or modification request and emails its approve and reject links
 * (/bid-withdraw/approve/{token}, ...). The plain token is answered only for seeds and tests, which
 * follow the link like the recipient would.
 */
export async function requestBidChange(
  db: Db,
  config: Config,
  messenger: Messenger,
  input: {
    kind: BidChangeKind;
    submissionUuid: string;
    tenderNumber: string;
    tendererName: string;
    email: string;
  },
) {
  const { email, ...request } = input;
  const [row] = await db.insert(bidChangeRequests).values(request).returning();
  const purpose = input.kind === 'WITHDRAW' ? 'BID_WITHDRAW' : 'BID_MODIFICATION';
  const token = await issueActionToken(db, purpose, { subjectId: row.id });
  const page = input.kind === 'WITHDRAW' ? 'bid-withdraw' : 'bid-modification';
  const link = (path: string) => `${config.publicUrl ?? ''}${path}`;
  await messenger.sendEmail(db, {
    to: email,
    subject: `Confirm the ${page.replace('-', ' ')} of ${input.tenderNumber}`,
    text: [
      `A request was made for your bid to tender ${input.tenderNumber}.`,
      `Approve: ${link(`/${page}/approve/${token}`)}`,
      `Reject: ${link(`/${page}/reject/${token}`)}`,
      'Zabuni - National public procurement',
    ].join('\n\n'),
  });
  return { uuid: row.uuid, token, result: resultOf(row) };
}

export const withdrawSubmissionSchema = z.object({
  submissionUuid: z.string().uuid(),
  tenderNumber: z.string().trim().min(1).max(120),
});

/**
 * initiateWithdrawSubmission(withdrawSubmissionDTO): a tenderer asks to withdraw a submitted bid; the
 * withdrawal waits (PENDING) until the emailed bid-withdraw link approves or rejects it. One pending
 * withdrawal per submission.
 */
export async function initiateWithdrawSubmission(
  db: Db,
  config: Config,
  messenger: Messenger,
  user: AuthUser,
  dto: z.infer<typeof withdrawSubmissionSchema>,
) {
  const [tenderer] = await db
    .select({ name: tenderers.name })
    .from(tenderers)
    .where(and(eq(tenderers.userId, user.id), eq(tenderers.deleted, false)))
    .limit(1);
  if (!tenderer) {
    throw new AppError(ResponseCode.FORBIDDEN, 'Only a registered tenderer withdraws a submission');
  }
  const pending = await idWhere(
    db,
    bidChangeRequests,
    eq(bidChangeRequests.submissionUuid, dto.submissionUuid),
    eq(bidChangeRequests.kind, 'WITHDRAW'),
    eq(bidChangeRequests.status, 'PENDING'),
    eq(bidChangeRequests.deleted, false),
  );
  if (pending !== undefined) {
    throw new AppError(
      ResponseCode.DUPLICATE,
      'A withdrawal of this submission is already waiting for confirmation',
    );
  }
  const { result } = await requestBidChange(db, config, messenger, {
    kind: 'WITHDRAW',
    ...dto,
    tendererName: tenderer.name,
    email: user.email,
  });
  return result;
}

const actions: Record<string, BidChangeAction> = { APPROVE: 'APPROVE', REJECT: 'REJECT' };

/**
 * Decides a pending withdrawal or modification request by its link token: the token acts once, and
 * an expired, used or unknown one is TOKEN_INVALID (the page shows 'Link has Expired').
 */
export async function completeBidChange(
  db: Db,
  kind: BidChangeKind,
  rawAction: string,
  token: string,
) {
  const action = actions[rawAction.trim().toUpperCase()];
  if (!action) throw new AppError(ResponseCode.INVALID_INPUT, 'action must be APPROVE or REJECT');
  const purpose = kind === 'WITHDRAW' ? 'BID_WITHDRAW' : 'BID_MODIFICATION';
  const found = await findLiveToken(db, token, [purpose]);
  if (!found?.subjectId || !(await consumeToken(db, found.id))) {
    throw new AppError(ResponseCode.TOKEN_INVALID);
  }
  const [decided] = await db
    .update(bidChangeRequests)
    .set({
      status: action === 'APPROVE' ? 'APPROVED' : 'REJECTED',
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bidChangeRequests.id, found.subjectId), eq(bidChangeRequests.status, 'PENDING')))
    .returning();
  if (!decided) throw new AppError(ResponseCode.TOKEN_INVALID);
  return resultOf(decided);
}
