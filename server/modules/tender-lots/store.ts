import { and, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { assertInScope } from '../../auth/institutionScope';
import { fetchAppPage, type AppInput } from '../../db/appPaging';
import type { Db } from '../../db/client';
import { atVersion, findLiveByUuid, softDeleteById, staleOrNotFound } from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { tableListSpec, escapeLike } from '../../db/paging';
import { lotGroups, tenderLots, tenders } from '../../db/schema/procurementReference';
import { idOfLiveUuid, withRelations } from '../../reference-kit/relations';
import { AppError, isUniqueViolation } from '../../errors';
import { optionalText, requiredText } from '../../validation/inputs';
import { institutionListScope } from '../../reference-kit/scope';

/**
 * The lots of a tender. A tender belongs to a procuring entity: its staff read and change its lots,
 * platform administrators (uaa.institution.all) any tender's; anyone else is refused (9004).
 */

type Lot = typeof tenderLots.$inferSelect;
type Tender = typeof tenders.$inferSelect;

const lotList = tableListSpec(tenderLots, {
  sortable: ['lotNumber', 'title'],
  defaultSort: 'lotNumber',
  filterable: { title: 'contains' },
});

const tenderList = tableListSpec(tenders, {
  sortable: ['referenceNumber', 'title'],
  defaultSort: 'referenceNumber',
  filterable: { referenceNumber: 'contains', title: 'contains', uuid: 'equals' },
});

const searchTextSchema = z.string().trim().max(100).nullish();

/**
 * searchTenders(text, input): the tenders the caller may divide into lots, by reference number; text
 * is found in the reference or the title (filters: referenceNumber or title LIKE, uuid EQ). Staff see their
 * own institution's, platform administrators every institution's. Read-only: the lots screen picks
 * its tender from it.
 */
export async function searchTenders(
  db: Db,
  user: AuthUser,
  rawText: unknown,
  input: AppInput | null,
) {
  const parsed = searchTextSchema.safeParse(rawText);
  if (!parsed.success) throw new AppError(ResponseCode.INVALID_INPUT, 'Search text too long');
  const pattern = parsed.data ? `%${escapeLike(parsed.data)}%` : undefined;
  const scope = and(
    await institutionListScope(db, user, null, (id) => eq(tenders.institutionId, id)),
    pattern
      ? or(ilike(tenders.referenceNumber, pattern), ilike(tenders.title, pattern))
      : undefined,
  );
  const page = await fetchAppPage<Tender>(db, tenders, tenderList, { input, scope });
  return {
    ...page,
    rows: page.rows.map(({ uuid, referenceNumber, title, status }) => ({
      uuid,
      referenceNumber,
      title,
      status,
    })),
  };
}

export const tenderLotInputSchema = z.object({
  uuid: z.uuid().nullish(),
  tenderUuid: z.uuid(),
  lotNumber: z.number().int().min(1).max(9999),
  title: requiredText(300),
  description: optionalText(4000),
  estimatedAmount: z.number().positive().max(1e15).nullish(),
  lotGroupUuid: z.uuid().nullish(),
  version: recordVersion,
});

async function findTenderInScope(db: Db, user: AuthUser, uuid: string): Promise<Tender> {
  const tender = await findLiveByUuid<Tender>(db, tenders, uuid).catch(() => {
    throw new AppError(ResponseCode.NOT_FOUND, 'Tender not found');
  });
  assertInScope(user, tender.institutionId);
  return tender;
}

async function describeLots(db: Db, lots: Lot[]) {
  const described = await withRelations(db, lots, [
    {
      key: 'lotGroupId',
      as: 'lotGroup',
      table: lotGroups,
      fields: { uuid: lotGroups.uuid, name: lotGroups.name },
    },
  ]);
  return described.map((lot) => ({
    ...lot,
    estimatedAmount: lot.estimatedAmount === null ? null : Number(lot.estimatedAmount),
  }));
}

/** One lot as the operations answer it (a refusal's `data` too). */
const describeLot = (db: Db) => async (row: Lot) => (await describeLots(db, [row]))[0];

/** Why a save of a lot changed nothing: it moved on from the version read (9012), or is gone. */
const staleLot = (db: Db, id: number) =>
  staleOrNotFound(db, tenderLots, eq(tenderLots.id, id), undefined, describeLot(db));

/** getTenderLots(tenderUuid, input): one tender's live lots by lot number. */
export async function pageTenderLots(
  db: Db,
  user: AuthUser,
  tenderUuid: string,
  input: AppInput | null,
) {
  const tender = await findTenderInScope(db, user, tenderUuid);
  const page = await fetchAppPage<Lot>(db, tenderLots, lotList, {
    input,
    scope: eq(tenderLots.tenderId, tender.id),
  });
  return { ...page, rows: await describeLots(db, page.rows) };
}

export async function saveTenderLot(db: Db, user: AuthUser, rawInput: unknown) {
  const input = tenderLotInputSchema.parse(rawInput);
  const tender = await findTenderInScope(db, user, input.tenderUuid);
  const existing = input.uuid ? await findLiveByUuid<Lot>(db, tenderLots, input.uuid) : undefined;
  if (existing && existing.tenderId !== tender.id) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'A lot cannot move to another tender');
  }
  const fields = {
    tenderId: tender.id,
    lotNumber: input.lotNumber,
    title: input.title,
    description: input.description,
    estimatedAmount: input.estimatedAmount == null ? null : String(input.estimatedAmount),
    lotGroupId: await idOfLiveUuid(db, lotGroups, input.lotGroupUuid, 'Unknown lot group'),
  };
  try {
    const [saved] = existing
      ? await db
          .update(tenderLots)
          .set({ ...fields, updatedAt: new Date(), updatedBy: user.email })
          .where(and(eq(tenderLots.id, existing.id), atVersion(tenderLots, input.version)))
          .returning()
      : await db
          .insert(tenderLots)
          .values({ ...fields, createdBy: user.email })
          .returning();
    if (!saved) throw await staleLot(db, existing!.id);
    const [described] = await describeLots(db, [saved]);
    return { row: described, created: !existing };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ResponseCode.DUPLICATE, 'The tender already has a lot with this number');
    }
    throw error;
  }
}

export async function deleteTenderLot(db: Db, user: AuthUser, uuid: string, version?: number) {
  const lot = await findLiveByUuid<Lot>(db, tenderLots, uuid);
  const [tender] = await db.select().from(tenders).where(eq(tenders.id, lot.tenderId));
  assertInScope(user, tender.institutionId);
  const deleted = await softDeleteById(
    db,
    tenderLots,
    lot.id,
    user.email,
    version,
    describeLot(db),
  );
  const [described] = await describeLots(db, [deleted]);
  return described;
}
