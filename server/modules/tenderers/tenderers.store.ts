import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Db } from '../../db/client';
import { tableListSpec, type PageParam } from '../../db/paging';
import { defineReferenceEntity } from '../../reference-kit/store';
import { users } from '../../db/schema/identity';
import {
  businessLineGlobalConfigurations,
  countries,
  tenderCategories,
  tendererCategories,
} from '../../db/schema/referenceData';
import { tenderers, tendererTenderCategories } from '../../db/schema/tenderers';
import { AppError } from '../../errors';
import { optionalPhone, optionalText, optionalTin } from '../../validation/inputs';
import { endUserSessions } from '../../auth/tokens';
import { idWhere, liveIdByUuid, liveIdsByUuids } from '../../db/entityTable';

/**
 * Tenderers administration (getTenderersByActive, allTenderers, listAllTenderers,
 * findTendererCertificateByUuid, createTenderer, activateDeactivateTenderer, deleteTenderer). The
 * profile reads of the tenderer-profile module use the same table.
 */
export type Tenderer = typeof tenderers.$inferSelect;

/** Lists, find, soft delete and activation come from the generic reference entity. */
export const tendererEntity = defineReferenceEntity<Tenderer, never>({
  table: tenderers,
  label: 'Tenderer',
  listSpec: tableListSpec(tenderers, {
    sortable: ['name', 'createdAt', 'active'],
    defaultSort: 'name',
    filterable: { name: 'contains', active: 'boolean' },
  }),
  // Tenderers are created by createTenderer below, never through the generic save.
  inputSchema: z.never(),
  maxListSize: 10_000,
});

/**
 * How long a registration certificate is valid: the business-line global setting
 * CERTIFICATE_VALIDITY_MONTHS when it is live, active and a whole number of 1-60, else one year.
 */
async function certificateValidityMonths(db: Db): Promise<number> {
  const [setting] = await db
    .select({ value: businessLineGlobalConfigurations.value })
    .from(businessLineGlobalConfigurations)
    .where(
      and(
        eq(businessLineGlobalConfigurations.name, 'CERTIFICATE_VALIDITY_MONTHS'),
        eq(businessLineGlobalConfigurations.deleted, false),
        eq(businessLineGlobalConfigurations.active, true),
      ),
    )
    .limit(1);
  const months = Number(setting?.value);
  return Number.isInteger(months) && months >= 1 && months <= 60 ? months : 12;
}

export const tendererCustomDtoSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(250),
  email: z.email({ error: 'Not a valid email address' }).max(254),
  phone: optionalPhone(),
  tin: optionalTin(),
  registrationNumber: optionalText(60),
  tendererCategoryUuid: z.uuid({ error: 'Not a valid uuid' }),
  countryUuid: z.uuid({ error: 'Not a valid uuid' }).nullish(),
  physicalAddress: optionalText(250),
  postalAddress: optionalText(250),
  tenderCategoryUuids: z
    .array(z.uuid({ error: 'Not a valid uuid' }))
    .min(1, 'Register at least one tender category')
    .max(20),
  /** yyyy-mm-dd; today when absent. */
  certificateIssuedOn: z.iso.date().nullish(),
});
export type TendererCustomDto = z.infer<typeof tendererCustomDtoSchema>;

const addMonths = (isoDate: string, months: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

/** TR/2026/000042: the year of issue and the tenderer's number. */
const certificateNumberOf = (id: number, issuedOn: string) =>
  `TR/${issuedOn.slice(0, 4)}/${String(id).padStart(6, '0')}`;

/**
 * Registers a tenderer on behalf of an administrator: its sign-in account (no password yet: the
 * tenderer sets one through Forgot password), the tenderer, its registered tender categories and its
 * registration certificate. All or nothing.
 */
export async function createTenderer(db: Db, raw: unknown, actor: string): Promise<Tenderer> {
  const dto = tendererCustomDtoSchema.parse(raw);
  const tendererCategoryId = await liveIdByUuid(db, tendererCategories, dto.tendererCategoryUuid);
  if (!tendererCategoryId) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'tendererCategoryUuid: no such record');
  }
  const countryId = dto.countryUuid
    ? await liveIdByUuid(db, countries, dto.countryUuid)
    : undefined;
  if (dto.countryUuid && !countryId) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'countryUuid: no such record');
  }
  const categoryIds = await liveIdsByUuids(
    db,
    tenderCategories,
    dto.tenderCategoryUuids,
    'tenderCategoryUuids: no such record',
  );
  const existing = await idWhere(
    db,
    users,
    sql`lower(${users.email}) = lower(${dto.email})`,
    eq(users.deleted, false),
  );
  if (existing !== undefined) {
    throw new AppError(ResponseCode.DUPLICATE, 'An account with this email already exists');
  }

  const issuedOn = dto.certificateIssuedOn ?? new Date().toISOString().slice(0, 10);
  const validityMonths = await certificateValidityMonths(db);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(users)
      .values({
        email: dto.email,
        fullName: dto.name,
        phone: dto.phone,
        userType: 'TENDERER',
        createdBy: actor,
      })
      .returning({ id: users.id });
    const [created] = await tx
      .insert(tenderers)
      .values({
        name: dto.name,
        userId: account.id,
        registrationNumber: dto.registrationNumber,
        email: dto.email,
        phone: dto.phone,
        tin: dto.tin,
        tendererCategoryId,
        countryId,
        physicalAddress: dto.physicalAddress,
        postalAddress: dto.postalAddress,
        certificateIssuedOn: issuedOn,
        certificateExpiresOn: addMonths(issuedOn, validityMonths),
        createdBy: actor,
      })
      .returning();
    await tx
      .insert(tendererTenderCategories)
      .values(
        categoryIds.map((tenderCategoryId) => ({ tendererId: created.id, tenderCategoryId })),
      );
    const [numbered] = await tx
      .update(tenderers)
      .set({ certificateNumber: certificateNumberOf(created.id, issuedOn) })
      .where(eq(tenderers.id, created.id))
      .returning();
    return numbered;
  });
}

export const tendererActivationSchema = z.object({
  uuid: z.uuid({ error: 'Not a valid uuid' }),
  /** Absent: the tenderer's state is switched. */
  active: z.boolean().nullish(),
});

/** activateDeactivateTenderer(tenderer): sets `active`, or switches it when not given. */
export async function activateDeactivateTenderer(
  db: Db,
  raw: unknown,
  actor: string,
): Promise<Tenderer> {
  const input = tendererActivationSchema.parse(raw);
  const current = await tendererEntity.findByUuid(db, input.uuid);
  return tendererEntity.setActive(db, input.uuid, input.active ?? !current.active, actor);
}

/** getTenderersByActive: the active filter joins the page's own (row_counts gives the total). */
export function listTenderersByActive(
  db: Db,
  isActive: boolean,
  pageParam: PageParam | null | undefined,
) {
  const param = pageParam ?? {};
  const filters = (param.filters ?? []).filter((f) => f.fieldName !== 'active');
  return tendererEntity.listPage(db, {
    pageParam: {
      ...param,
      filters: [...filters, { fieldName: 'active', operation: 'EQ', value1: String(isActive) }],
    },
  });
}

/** Deleting a tenderer (soft) also closes its sign-in account, so no one acts for it any more. */
export async function deleteTenderer(
  db: Db,
  uuid: string,
  actor: string,
  version?: number,
): Promise<Tenderer> {
  const deleted = await db.transaction(async (tx) => {
    const row = await tendererEntity.softDelete(
      tx as unknown as Db,
      uuid,
      actor,
      undefined,
      version,
    );
    await tx
      .update(users)
      .set({ active: false, updatedAt: new Date(), updatedBy: actor })
      .where(eq(users.id, row.userId));
    return row;
  });
  await endUserSessions(db, deleted.userId);
  return deleted;
}
