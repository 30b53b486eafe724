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

  /** A request a person accepts or rejects by link: stored, its token issued, the person emailed. */
  async function askPerson(
    table: typeof profileRequests | typeof workRequests,
    purpose: 'PROFILE_REQUEST' | 'WORK_REQUEST',
    linkName: string,
    input: { personName: string; personEmail: string },
    email: { subject: string; line: string },
  ) {
    const [row] = await db
      .insert(table)
      .values(input as never)
      .returning();
    const token = await issueActionToken(db, purpose, { subjectId: row.id });
    await messenger.sendEmail(
      db,
      requestEmail(input.personEmail, email.subject, [
        `Dear ${input.personName},`,
        email.line,
        `Accept: ${link(`/accept-${linkName}/${token}`)}`,
        `Reject: ${link(`/reject-${linkName}/${token}`)}`,
      ]),
    );
    return { uuid: row.uuid, token };
  }

  return {
    requestProfile: (input: { tendererName: string; personName: string; personEmail: string }) =>
      askPerson(profileRequests, 'PROFILE_REQUEST', 'profile', input, {
        subject: `${input.tendererName} added you to its profile`,
        line: `${input.tendererName} has added you to its tenderer profile on Zabuni.`,
      }),

    requestWork: (input: { companyName: string; personName: string; personEmail: string }) =>
      askPerson(workRequests, 'WORK_REQUEST', 'work', input, {
        subject: `${input.companyName} asks to use your CV`,
        line: `${input.companyName} asks to use your CV as key personnel in its bids.`,
      }),

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
