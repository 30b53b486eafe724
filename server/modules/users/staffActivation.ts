import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { messengerFor, type Email } from '../../messaging/messenger';
import { issueActionToken, revokeUserTokens } from '../../auth/actionTokens';

/** A staff account's emailed create-password link lives as long as a tenderer's activation link. */
export const STAFF_ACTIVATION_TTL_SECONDS = 7 * 24 * 3600;

const invitationEmail = (
  language: 'en' | 'sw',
  to: string,
  fullName: string,
  institutionName: string,
  link: string,
): Email =>
  language === 'sw'
    ? {
        to,
        subject: 'Akaunti yako ya Zabuni imeundwa',
        text: `Habari ${fullName},\n\nMsimamizi wa ${institutionName} amekuundia akaunti ya Zabuni.\n\nFungua kiungo hiki ili kuweka nenosiri na kuamilisha akaunti yako:\n${link}\n\nKiungo kinafanya kazi kwa siku 7.\n\nZabuni - Ununuzi wa umma`,
      }
    : {
        to,
        subject: 'Your Zabuni account has been created',
        text: `Dear ${fullName},\n\nAn administrator of ${institutionName} has created a Zabuni account for you.\n\nOpen this link to set your password and activate your account:\n${link}\n\nThe link works for 7 days.\n\nZabuni - National public procurement`,
      };

/**
 * Emails a new staff member a create-password link (the onboarding page /create-password/{token}):
 * setting the password there activates the account. An earlier link stops working.
 */
export async function sendStaffActivation(
  db: Db,
  config: Config,
  language: 'en' | 'sw',
  person: { id: number; email: string; fullName: string; institutionName: string },
): Promise<void> {
  await revokeUserTokens(db, person.id, 'CREATE_PASSWORD');
  const token = await issueActionToken(
    db,
    'CREATE_PASSWORD',
    { userId: person.id },
    STAFF_ACTIVATION_TTL_SECONDS,
  );
  const link = `${config.publicUrl ?? ''}/create-password/${token}`;
  await messengerFor(config).sendEmail(
    db,
    invitationEmail(language, person.email, person.fullName, person.institutionName, link),
  );
}

/** A deactivated or deleted account's pending link must not activate it again. */
export const revokeStaffActivation = (db: Db, userId: number) =>
  revokeUserTokens(db, userId, 'CREATE_PASSWORD');
