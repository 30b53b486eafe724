import { normalisedPhone } from '../../../contract/phoneNumbers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { institutions } from '../../db/schema/identity';
import { institutionCategories } from '../../db/schema/institutions';
import { AppError } from '../../errors';
import type { InstitutionRegistry, RegistryInstitution } from './registry';
import { requirePlatformAdministrator } from './changes.store';

export interface SyncCounts {
  /** Institutions the register listed. */
  total: number;
  created: number;
  updated: number;
  /** Listed but left alone: deleted here, or another institution here already has the name. */
  skipped: number;
}

const lower = (value: string) => value.trim().toLowerCase();

/**
 * syncInstitutionFromGisp: upserts the register's institutions by their register id, in one
 * transaction. An institution entered here by hand with the same name (and no register id yet) is
 * taken over rather than duplicated. Parents are linked once every institution exists.
 */
export async function syncInstitutions(
  db: Db,
  user: AuthUser,
  registry: InstitutionRegistry,
): Promise<SyncCounts> {
  requirePlatformAdministrator(user, 'synchronise institutions from the register');
  const records = await registry.fetchInstitutions();
  const ids = records.map((r) => r.externalId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(ResponseCode.OPERATION_FAILED, 'The register lists an institution id twice');
  }
  const counts: SyncCounts = { total: records.length, created: 0, updated: 0, skipped: 0 };
  if (records.length === 0) return counts;

  await db.transaction(async (tx) => {
    const { categoryIdByName, knownById, liveByName } = await syncLookups(tx, records);
    const idByExternalId = new Map<string, number>();
    const now = new Date();
    for (const record of records) {
      const fields = {
        name: record.name,
        code: record.code,
        categoryId: (record.category && categoryIdByName.get(lower(record.category))) || null,
        email: record.email,
        // The register's number in the one form the platform keeps, or as the register wrote it.
        phone: record.phone && (normalisedPhone(record.phone) ?? record.phone),
        postalAddress: record.postalAddress,
        physicalAddress: record.physicalAddress,
        website: record.website,
        active: record.active,
        externalId: record.externalId,
        lastSyncedAt: now,
      };
      const known = knownById.get(record.externalId);
      const sameName = liveByName.get(lower(record.name));
      const target = known ?? (sameName && !sameName.externalId ? sameName : undefined);
      if (known?.deleted || (!target && sameName)) {
        counts.skipped += 1;
        continue;
      }
      if (target) {
        await tx
          .update(institutions)
          .set({ ...fields, updatedAt: now, updatedBy: user.email })
          .where(eq(institutions.id, target.id));
        idByExternalId.set(record.externalId, target.id);
        counts.updated += 1;
      } else {
        const [created] = await tx
          .insert(institutions)
          .values({ ...fields, createdBy: user.email })
          .returning({ id: institutions.id });
        idByExternalId.set(record.externalId, created.id);
        counts.created += 1;
      }
    }
    await linkParents(tx as unknown as Db, records, idByExternalId);
  });
  return counts;
}

/** The register's categories by name, and the institutions here it may match: by register id, by name. */
async function syncLookups(db: Pick<Db, 'select'>, records: RegistryInstitution[]) {
  const categories = await db
    .select({ id: institutionCategories.id, name: institutionCategories.name })
    .from(institutionCategories)
    .where(eq(institutionCategories.deleted, false));
  const categoryIdByName = new Map(categories.map((c) => [lower(c.name), c.id]));
  const known = await db
    .select({
      id: institutions.id,
      externalId: institutions.externalId,
      deleted: institutions.deleted,
    })
    .from(institutions)
    .where(
      inArray(
        institutions.externalId,
        records.map((r) => r.externalId),
      ),
    );
  const knownById = new Map(known.map((row) => [row.externalId as string, row]));
  const byName = await db
    .select({ id: institutions.id, name: institutions.name, externalId: institutions.externalId })
    .from(institutions)
    .where(
      and(
        eq(institutions.deleted, false),
        inArray(
          sql`lower(${institutions.name})`,
          records.map((r) => lower(r.name)),
        ),
      ),
    );
  const liveByName = new Map(byName.map((row) => [lower(row.name), row]));
  return { categoryIdByName, knownById, liveByName };
}

/**
 * The register decides the level: a listed parent (in the same register) makes an institution
 * lower-level under it; none makes it a main institution.
 */
async function linkParents(
  db: Db,
  records: RegistryInstitution[],
  idByExternalId: Map<string, number>,
): Promise<void> {
  for (const record of records) {
    const id = idByExternalId.get(record.externalId);
    const parentId = record.parentExternalId
      ? idByExternalId.get(record.parentExternalId)
      : undefined;
    if (id === undefined) continue;
    await db
      .update(institutions)
      .set({ parentId: parentId ?? null, isLowerLevel: parentId !== undefined })
      .where(eq(institutions.id, id));
  }
}
