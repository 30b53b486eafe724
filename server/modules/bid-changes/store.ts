import { and, eq, sql } from 'drizzle-orm';
import type { BidChangeAction } from '../../../contract/onboarding';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import { bidChangeRequests } from '../../db/schema/onboarding';
import { AppError } from '../../errors';
import { consumeToken, findLiveToken } from '../../auth/actionTokens';

const actions: Record<string, BidChangeAction> = { APPROVE: 'APPROVE', REJECT: 'REJECT' };

/**
 * Decides a pending withdrawal or modification request by its link token: the token acts once, and
 * an expired, used or unknown one is TOKEN_INVALID (the page shows 'Link has Expired').
 */
export async function completeBidChange(
  db: Db,
  kind: 'WITHDRAW' | 'MODIFICATION',
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
  return {
    uuid: decided.uuid,
    kind: decided.kind,
    tenderNumber: decided.tenderNumber,
    status: decided.status,
  };
}
