import { eq, getTableName } from 'drizzle-orm';
import type { EntityTable } from '../db/entityTable';
import type { RequestContext } from '../requestContext';

/** Parents read in one request, so a page of 25 sub-categories reads each category once. */
const parentsByRequest = new WeakMap<RequestContext, Map<string, Promise<unknown>>>();

/**
 * A field resolver for a row's parent (e.g. TenderSubCategory.tenderCategory from tenderCategoryId):
 * the live or deleted parent row, or null when the row has none.
 */
export function belongsTo(table: EntityTable, idKey: string) {
  const tableName = getTableName(table);
  return (row: Record<string, unknown>, _args: unknown, ctx: RequestContext) => {
    const id = row[idKey];
    if (id === null || id === undefined) return null;
    let cache = parentsByRequest.get(ctx);
    if (!cache) parentsByRequest.set(ctx, (cache = new Map()));
    const key = `${tableName}:${String(id)}`;
    if (!cache.has(key)) {
      cache.set(
        key,
        ctx.db
          .select()
          .from(table)
          .where(eq(table.id, id))
          .limit(1)
          .then((rows) => rows[0] ?? null),
      );
    }
    return cache.get(key);
  };
}

/**
 * A row's parent as the GraphQL type shows it: the parent object under `prefix`, and its flat uuid and
 * name beside it (tenderCategory, tenderCategoryUuid, tenderCategoryName); `flat` names the ones the
 * type has.
 */
export function parentFields(
  prefix: string,
  table: EntityTable,
  idKey: string,
  flat: readonly ('uuid' | 'name')[] = ['uuid', 'name'],
) {
  const parent = belongsTo(table, idKey);
  const pick =
    (field: 'uuid' | 'name') =>
    async (row: Record<string, unknown>, args: unknown, ctx: RequestContext) => {
      const found = (await parent(row, args, ctx)) as Record<string, unknown> | null;
      return found ? found[field] : null;
    };
  const suffix = { uuid: 'Uuid', name: 'Name' } as const;
  return {
    [prefix]: parent,
    ...Object.fromEntries(flat.map((field) => [`${prefix}${suffix[field]}`, pick(field)])),
  };
}
