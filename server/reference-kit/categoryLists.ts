import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { tenderCategories } from '../db/schema/referenceData';
import { liveProcurementCategoryId } from '../db/tenderCategoryRefs';
import { signedInOperation } from '../graphql/operation';
import { parentFields } from '../graphql/parentFields';
import { successList } from '../graphql/result';
import { idOfLiveUuid } from './relations';
import type { ReferenceEntity } from './store';

/**
 * What the app lists whose rows belong to a procurement category (contract types, schedules of
 * requirements) share: the category named by uuid in a save, by code or name in a CSV file, the
 * type's procurementCategory fields, and the query of one category's active rows.
 */

/** The procurement-category part of such a list's defineReferenceEntity. */
export const inProcurementCategory = {
  references: {
    procurementCategoryUuid: { table: tenderCategories, column: 'procurementCategoryId' },
  },
  toColumns: async <Input extends { uuid?: string | null; procurementCategoryUuid: string }>(
    { uuid: _uuid, procurementCategoryUuid, ...columns }: Input,
    db: Db,
  ) => ({
    ...columns,
    procurementCategoryId: await idOfLiveUuid(
      db,
      tenderCategories,
      procurementCategoryUuid,
      'Unknown procurement category',
    ),
  }),
};

/** The type's procurementCategory and procurementCategoryUuid fields. */
export const procurementCategoryFields = () =>
  parentFields('procurementCategory', tenderCategories, 'procurementCategoryId', ['uuid']);

/** A query of the list's active rows in the procurement category whose uuid is the argument `arg`. */
export function listInProcurementCategory(
  // Any row and input type: the query only passes the rows through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: ReferenceEntity<any, any>,
  column: PgColumn,
  arg: string,
) {
  return signedInOperation(async (args: Record<string, string>, { db }) =>
    successList(
      await entity.listAll(db, {
        activeOnly: true,
        where: eq(column, await liveProcurementCategoryId(db, args[arg]!)),
      }),
    ),
  );
}
