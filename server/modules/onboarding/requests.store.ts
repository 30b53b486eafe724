import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { manufacturerInvitations, profileRequests, workRequests } from '../../db/schema/onboarding';
import type { Messenger } from '../../messaging/messenger';
import { issueActionToken } from '../../auth/actionTokens';
import { requestEmail } from './emails';

/**
 * The records the emailed links act on, raised by other parts of the platform (tenderer profiles,
 * tender lots; bid changes are raised in bid-changes/store.ts). Each stores its request, issues the link token and emails the link.
 * The link's plain token is answered only so tests and seeds can follow it like the recipient would.
 */
export function createRequestStore(db: Db, config: Config, messenger: Messenger) {
  const link = (path: string) => `${config.publicUrl}${path}`;

  return {
    async requestProfile(input: { tendererName: string; personName: string; personEmail: string }) {
      const [row] = await db.insert(profileRequests).values(input).returning();
      const token = await issueActionToken(db, 'PROFILE_REQUEST', { subjectId: row.id });
      await messenger.sendEmail(
        db,
        requestEmail(input.personEmail, `${input.tendererName} added you to its profile`, [
          `Dear ${input.personName},`,
          `${input.tendererName} has added you to its tenderer profile on Zabuni.`,
          `Accept: ${link(`/accept-profile/${token}`)}`,
          `Reject: ${link(`/reject-profile/${token}`)}`,
        ]),
      );
      return { uuid: row.uuid, token };
    },

    async requestWork(input: { companyName: string; personName: string; personEmail: string }) {
      const [row] = await db.insert(workRequests).values(input).returning();
      const token = await issueActionToken(db, 'WORK_REQUEST', { subjectId: row.id });
      await messenger.sendEmail(
        db,
        requestEmail(input.personEmail, `${input.companyName} asks to use your CV`, [
          `Dear ${input.personName},`,
          `${input.companyName} asks to use your CV as key personnel in its bids.`,
          `Accept: ${link(`/accept-work/${token}`)}`,
          `Reject: ${link(`/reject-work/${token}`)}`,
        ]),
      );
      return { uuid: row.uuid, token };
    },

    async requestEmailVerification(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const token = await issueActionToken(db, 'EMAIL_VERIFICATION', { userId });
      await messenger.sendEmail(
        db,
        requestEmail(user.email, 'Verify your email address', [
          'Confirm that this is your email address:',
          link(`/verify/email/${token}`),
        ]),
      );
      return { token };
    },

    async inviteManufacturer(input: {
      variant: 'SOR' | 'PE';
      manufacturerName: string;
      email: string;
      tenderUuid: string;
      lotUuid: string;
      entityType: string;
    }) {
      const [row] = await db.insert(manufacturerInvitations).values(input).returning();
      const token = await issueActionToken(db, 'MANUFACTURER_INVITATION', { subjectId: row.id });
      const page = input.variant === 'PE' ? 'manufacturer-pe' : 'manufacturer-sor';
      await messenger.sendEmail(
        db,
        requestEmail(input.email, 'Invitation to take part in a tender', [
          `Dear ${input.manufacturerName},`,
          'You are invited to take part in a tender on Zabuni. Accept or reject here:',
          link(`/${page}/${token}`),
        ]),
      );
      return { uuid: row.uuid, token };
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;
