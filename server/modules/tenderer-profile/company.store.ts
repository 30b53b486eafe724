import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { tenderers } from '../../db/schema/tenderers';
import { AppError } from '../../errors';
import { optionalPhone, optionalText, optionalTin } from '../../validation/inputs';

/** The user types who register a company of their own (the others act for an institution). */
const TENDERER_TYPES = new Set(['TENDERER', 'SUBSCRIBER']);

export const myTendererSchema = z.object({
  name: z.string({ error: 'Required' }).trim().min(2, 'At least 2 characters').max(250),
  /** The signed-in person's own name, which the app greets them by (self-registration knows none). */
  contactFullName: z
    .string({ error: 'Required' })
    .trim()
    .min(2, 'At least 2 characters')
    .max(200, 'At most 200 characters'),
  registrationNumber: optionalText(60),
  tin: optionalTin(),
  phone: optionalPhone(),
  physicalAddress: optionalText(250),
  postalAddress: optionalText(250),
});

/**
 * createUpdateMyTenderer: a tenderer's own company details, created on the first save (a self-registered
 * account has none) and updated after; the person's name is kept on their account.
 */
export async function saveMyTenderer(db: Db, user: AuthUser, raw: unknown) {
  const { contactFullName, ...details } = myTendererSchema.parse(raw);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ fullName: contactFullName, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    const [updated] = await tx
      .update(tenderers)
      .set({ ...details, updatedAt: new Date(), updatedBy: user.email })
      .where(and(eq(tenderers.userId, user.id), eq(tenderers.deleted, false)))
      .returning();
    if (updated) return { row: updated, created: false };
    if (!TENDERER_TYPES.has(user.userType)) throw new AppError(ResponseCode.FORBIDDEN);
    const [created] = await tx
      .insert(tenderers)
      .values({ ...details, userId: user.id, email: user.email, createdBy: user.email })
      .returning();
    return { row: created, created: true };
  });
}
