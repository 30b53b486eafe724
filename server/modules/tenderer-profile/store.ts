import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import {
  litigationRecords,
  personnelInformations,
  personnelWorkExperiences,
  tendererFinancialResources,
  tendererFinancialStatements,
  tenderers,
  tendererWorkExperiences,
  workEquipments,
} from '../../db/schema/tenderers';
import { AppError } from '../../errors';
import { myTenderer } from './owner';

/** At most this many rows per profile section: a profile, not a table to page through. */
const SECTION_LIMIT = 1000;

/** getMyTenderer: the caller's own tenderer, in full. */
export const findMyTenderer = (db: Db, user: AuthUser) =>
  myTenderer(db, user, 'No tenderer details registered yet');

/** The caller's own tenderer's id; null before they saved their company details. */
async function ownTendererId(db: Db, user: AuthUser): Promise<number | null> {
  const [own] = await db
    .select({ id: tenderers.id })
    .from(tenderers)
    .where(and(eq(tenderers.userId, user.id), eq(tenderers.deleted, false)));
  return own?.id ?? null;
}

/**
 * The tenderer's id when the caller may read its profile: the tenderer's own account, or staff
 * holding tenderer.profile.read. Anyone else is refused, whether the tenderer exists or not. No uuid
 * given: the caller's own tenderer, null while they have none (their sections are empty, not
 * missing: a new tenderer opens them before saving the company details).
 */
export async function readableTendererId(
  db: Db,
  user: AuthUser,
  tendererUuid: string | null | undefined,
): Promise<number | null> {
  if (!tendererUuid) return ownTendererId(db, user);
  const [tenderer] = await db
    .select({ id: tenderers.id, userId: tenderers.userId })
    .from(tenderers)
    .where(and(eq(tenderers.uuid, parseUuid(tendererUuid)), eq(tenderers.deleted, false)));
  const isAllowed = user.permissions.has('tenderer.profile.read') || tenderer?.userId === user.id;
  if (!isAllowed) throw new AppError(ResponseCode.FORBIDDEN);
  if (!tenderer) throw new AppError(ResponseCode.NOT_FOUND);
  return tenderer.id;
}

type SectionTable = PgTable & { id: PgColumn; deleted: PgColumn; tendererId: PgColumn };

/** Numeric columns come back from PostgreSQL as strings; the schema promises numbers. */
const withNumbers = <Row extends Record<string, unknown>>(rows: Row[], fields: string[]) =>
  rows.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    for (const field of fields) copy[field] = row[field] === null ? null : Number(row[field]);
    return copy;
  });

async function listSection(
  db: Db,
  table: SectionTable,
  where: { tendererId: number | null; deleted: boolean; extra?: SQL },
  numericFields: string[] = [],
) {
  if (where.tendererId === null) return [];
  const rows = await db
    .select()
    .from(table)
    .where(
      and(eq(table.tendererId, where.tendererId), eq(table.deleted, where.deleted), where.extra),
    )
    .orderBy(asc(table.id))
    .limit(SECTION_LIMIT);
  return withNumbers(rows as Record<string, unknown>[], numericFields);
}

/** The profile sections, each read by tenderer uuid with the caller's right checked first. */
export const tendererSections = {
  personnel: (db: Db, id: number | null, deleted: boolean) =>
    listSection(db, personnelInformations, { tendererId: id, deleted }),
  /** Of one tender, lot or the tenderer itself (entityUuid and entityType), or all without them. */
  litigation: (
    db: Db,
    id: number | null,
    deleted: boolean,
    entityUuid?: string,
    entityType?: string,
  ) =>
    listSection(
      db,
      litigationRecords,
      {
        tendererId: id,
        deleted,
        extra: and(
          entityUuid ? eq(litigationRecords.entityUuid, parseUuid(entityUuid)) : undefined,
          entityType ? eq(litigationRecords.entityType, entityType) : undefined,
        ),
      },
      ['amountInDispute'],
    ),
  financialResources: (db: Db, id: number | null, deleted: boolean) =>
    listSection(db, tendererFinancialResources, { tendererId: id, deleted }, ['amount']),
  financialStatements: (db: Db, id: number | null, deleted: boolean) =>
    listSection(db, tendererFinancialStatements, { tendererId: id, deleted }, [
      'totalAssets',
      'totalLiabilities',
      'revenue',
      'cashFlow',
    ]),
  workEquipments: (db: Db, id: number | null, deleted: boolean) =>
    listSection(db, workEquipments, { tendererId: id, deleted }),
  workExperiences: (db: Db, id: number | null, deleted: boolean) =>
    listSection(db, tendererWorkExperiences, { tendererId: id, deleted }, ['contractValue']),
};

/**
 * A person's work experience, readable by whoever may read the person's tenderer; no person given,
 * the experience of every live person of the caller's own tenderer.
 */
export async function listPersonnelExperience(
  db: Db,
  user: AuthUser,
  personnelInformationUuid: string | null | undefined,
  deleted: boolean,
) {
  if (!personnelInformationUuid) {
    const tendererId = await ownTendererId(db, user);
    if (tendererId === null) return [];
    return db
      .select({ experience: personnelWorkExperiences })
      .from(personnelWorkExperiences)
      .innerJoin(
        personnelInformations,
        eq(personnelInformations.id, personnelWorkExperiences.personnelInformationId),
      )
      .where(
        and(
          eq(personnelInformations.tendererId, tendererId),
          eq(personnelInformations.deleted, false),
          eq(personnelWorkExperiences.deleted, deleted),
        ),
      )
      .orderBy(asc(personnelWorkExperiences.startDate), asc(personnelWorkExperiences.id))
      .limit(SECTION_LIMIT)
      .then((rows) => rows.map((row) => row.experience));
  }
  const [person] = await db
    .select({ id: personnelInformations.id, tendererId: personnelInformations.tendererId })
    .from(personnelInformations)
    .where(eq(personnelInformations.uuid, parseUuid(personnelInformationUuid)));
  const [owner] = person
    ? await db
        .select({ uuid: tenderers.uuid })
        .from(tenderers)
        .where(eq(tenderers.id, person.tendererId))
    : [];
  if (!person || !owner) {
    if (!user.permissions.has('tenderer.profile.read')) throw new AppError(ResponseCode.FORBIDDEN);
    throw new AppError(ResponseCode.NOT_FOUND);
  }
  await readableTendererId(db, user, owner.uuid);
  return db
    .select()
    .from(personnelWorkExperiences)
    .where(
      and(
        eq(personnelWorkExperiences.personnelInformationId, person.id),
        eq(personnelWorkExperiences.deleted, deleted),
      ),
    )
    .orderBy(asc(personnelWorkExperiences.startDate))
    .limit(SECTION_LIMIT);
}
