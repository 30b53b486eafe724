import { and, eq } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import { countries, tenderCategories, tendererCategories } from '../../db/schema/referenceData';
import { tenderers } from '../../db/schema/tenderers';
import { AppError } from '../../errors';
import { registeredTenderCategories } from '../../db/tenderCategoryRefs';

export interface TendererCertificate {
  uuid: string;
  tendererUuid: string;
  tendererName: string;
  registrationNumber: string | null;
  tin: string | null;
  tendererCategoryName: string | null;
  countryName: string | null;
  certificateNumber: string;
  issuedOn: string;
  expiresOn: string;
  isValid: boolean;
  tenderCategories: (typeof tenderCategories.$inferSelect)[];
}

/**
 * The registration certificate of the tenderer with this uuid: its number and validity and the tender
 * categories it is registered for. Administrators (uaa.tenderer.read) read any; a tenderer its own.
 */
export async function findTendererCertificate(
  db: Db,
  user: AuthUser,
  uuid: string,
): Promise<TendererCertificate> {
  const [found] = await db
    .select({
      tenderer: tenderers,
      tendererCategoryName: tendererCategories.name,
      countryName: countries.name,
    })
    .from(tenderers)
    .leftJoin(tendererCategories, eq(tendererCategories.id, tenderers.tendererCategoryId))
    .leftJoin(countries, eq(countries.id, tenderers.countryId))
    .where(and(eq(tenderers.uuid, parseUuid(uuid)), eq(tenderers.deleted, false)))
    .limit(1);
  if (!found) throw new AppError(ResponseCode.NOT_FOUND);
  const { tenderer } = found;
  if (!user.permissions.has('uaa.tenderer.read') && tenderer.userId !== user.id) {
    throw new AppError(ResponseCode.FORBIDDEN);
  }
  if (
    !tenderer.certificateNumber ||
    !tenderer.certificateIssuedOn ||
    !tenderer.certificateExpiresOn
  ) {
    throw new AppError(ResponseCode.NOT_FOUND, 'No certificate has been issued to this tenderer');
  }
  const today = new Date().toISOString().slice(0, 10);
  return {
    uuid: tenderer.uuid,
    tendererUuid: tenderer.uuid,
    tendererName: tenderer.name,
    registrationNumber: tenderer.registrationNumber,
    tin: tenderer.tin,
    tendererCategoryName: found.tendererCategoryName,
    countryName: found.countryName,
    certificateNumber: tenderer.certificateNumber,
    issuedOn: tenderer.certificateIssuedOn,
    expiresOn: tenderer.certificateExpiresOn,
    isValid: tenderer.active && tenderer.certificateExpiresOn >= today,
    tenderCategories: await registeredTenderCategories(db, tenderer.id),
  };
}
