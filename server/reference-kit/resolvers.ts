import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import { declareLiveTable } from '../graphql/liveAccess';
import type { Permission } from '../../contract/permissions';
import type { AuthUser } from '../auth/currentUser';
import type { Db } from '../db/client';
import { parseVersion, type EntityTable } from '../db/entityTable';
import type { AppInput } from '../db/appPaging';
import type { PageParam } from '../db/paging';
import type { ReferenceEntity, RowScope } from './store';
import { listOperations, type ReferenceOperations } from './sdl';
import { operation, signedInOperation, type SignedInContext } from '../graphql/operation';
import { success, successList, type Result } from '../graphql/result';
import type { RequestContext } from '../graphql/context';

/**
 * Resolver plumbing for reference entities (store.ts beside this file): a domain's resolvers become
 * a declaration of operation names, argument names and permissions. Messages are the success texts
 * existing clients show, word for word ('Created Successfully', 'Edited Successfully', 'Deleted
 * Successfully').
 */

// Any row and input type: the resolvers only pass them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = ReferenceEntity<any, any>;

/** A permission, or 'signedIn' for shared lists every signed-in user reads (registration pages). */
export type Access = Permission | 'signedIn';

type SignedInRun<Args, T> = Parameters<typeof signedInOperation<Args, T>>[0];

/** operation() or signedInOperation(), by access. */
export function guarded<Args, T>(access: Access, run: SignedInRun<Args, T>) {
  return access === 'signedIn' ? signedInOperation(run) : operation(access, run);
}

/**
 * The usual resolver of a module: the access check, then one store call given the caller's context;
 * its value answers in data, with the spec's message where it names one ('Deleted Successfully').
 */
export function storeOperation<Args, T>(
  access: Access,
  call: (...params: Parameters<SignedInRun<Args, T>>) => Promise<T>,
  message?: string,
) {
  return guarded(access, async (args: Args, ctx) => success(await call(args, ctx), message));
}

/**
 * The spec's delete of one record by its `uuid`, based on the `version` the caller read (decision
 * 103): the store's remove answers the deleted row, in data with 'Deleted Successfully'.
 */
export function deleteOperation<T>(
  access: Access,
  remove: (db: Db, user: AuthUser, uuid: string, version?: number) => Promise<T>,
) {
  return storeOperation(
    access,
    (args: { uuid: string; version?: unknown }, { db, user }) =>
      remove(db, user, args.uuid, parseVersion(args.version)),
    'Deleted Successfully',
  );
}

/**
 * A save (no uuid creates, a uuid updates): the saved row answers in data, with the spec's message for
 * what happened ('Created Successfully' or 'Edited Successfully' unless the operation words it).
 */
export function saveOperation<Args, T>(
  access: Access,
  save: (...params: Parameters<SignedInRun<Args, T>>) => Promise<{ row: T; created: boolean }>,
  [createdMessage, editedMessage] = ['Created Successfully', 'Edited Successfully'],
) {
  return guarded(access, async (args: Args, ctx) => {
    const { row, created } = await save(args, ctx);
    return success(row, created ? createdMessage : editedMessage);
  });
}

type Resolver = (parent: unknown, args: never, ctx: RequestContext) => Promise<Result<unknown>>;

/** Paged list (Spring page in data): `(deleted, <pageParamArg>)`; pageParamArg is e.g. 'pageparam'. */
export function listPageResolver(entity: AnyEntity, access: Access, pageParamArg = 'pageParam') {
  return guarded(access, async (args: Record<string, unknown>, { db }) =>
    success(
      await entity.listPage(db, {
        deleted: (args.deleted as boolean | null | undefined) ?? false,
        pageParam: args[pageParamArg] as PageParam | null | undefined,
      }),
    ),
  );
}

/** App-envelope list (data.rows ...): `(input, withMetaData)`. */
export function listAppPageResolver(entity: AnyEntity, access: Access) {
  return guarded(
    access,
    async (args: { input?: AppInput | null; withMetaData?: boolean | null }, { db }) =>
      success(
        await entity.listAppPage(db, {
          input: args.input,
          withMetaData: args.withMetaData ?? undefined,
        }),
      ),
  );
}

/**
 * Whole list in dataList, ordered: `(deleted, pageParam)`. The deleted flag defaults to false. Given a
 * pageParam (administration screens), it answers that page in data instead (decision: every list
 * takes an optional pageParam beside the spec's variables).
 */
export function listAllResolver(entity: AnyEntity, access: Access) {
  return guarded(
    access,
    async (args: { deleted?: boolean | null; pageParam?: PageParam | null }, { db }) => {
      const deleted = args.deleted ?? false;
      if (args.pageParam) {
        return success(await entity.listPage(db, { deleted, pageParam: args.pageParam }));
      }
      return successList(await entity.listAll(db, { deleted }));
    },
  );
}

/**
 * The rows of an owned entity the caller may touch (a tenderer's own profile rows), from who they are
 * and what they sent; it throws when the caller owns nothing of the kind.
 */
export type ScopeOf = (ctx: SignedInContext, args: Record<string, unknown>) => Promise<RowScope>;

const scopeFor = (scope: ScopeOf | undefined, ctx: SignedInContext, args: object) =>
  scope ? scope(ctx, args as Record<string, unknown>) : Promise.resolve(undefined);

export function findResolver(entity: AnyEntity, access: Access, scope?: ScopeOf) {
  return guarded(access, async (args: { uuid: string }, ctx) =>
    success(await entity.findByUuid(ctx.db, args.uuid, await scopeFor(scope, ctx, args))),
  );
}

/** createUpdate<Entity>(<inputArg>): no uuid creates, a uuid updates. */
export function saveResolver(entity: AnyEntity, access: Access, inputArg: string, scope?: ScopeOf) {
  return saveOperation(access, async (args: Record<string, unknown>, ctx) =>
    entity.save(ctx.db, args[inputArg], ctx.user.email, await scopeFor(scope, ctx, args)),
  );
}

/** `(uuid, version)`: the version the caller read, when it sent one (decision 103). */
export function deleteResolver(entity: AnyEntity, access: Access, scope?: ScopeOf) {
  return guarded(access, async (args: { uuid: string; version?: unknown }, ctx) => {
    const rowScope = await scopeFor(scope, ctx, args);
    const version = parseVersion(args.version);
    return success(
      await entity.softDelete(ctx.db, args.uuid, ctx.user.email, rowScope, version),
      'Deleted Successfully',
    );
  });
}

/** `(uuid, active, version)`: the activation toggle. */
export function setActiveResolver(entity: AnyEntity, access: Permission) {
  type Args = { uuid: string; active: boolean; version?: unknown };
  return operation(access, async (args: Args, { db, user }) => {
    const version = parseVersion(args.version);
    const row = await entity.setActive(db, args.uuid, args.active, user.email, version);
    return success(row, args.active ? 'Activated Successfully' : 'Deactivated Successfully');
  });
}

export interface ReferencePermissions {
  read: Access;
  /** 'signedIn' only together with a scope: every signed-in user keeps their own rows. */
  write: Access;
  delete: Access;
  /** Owned rows: finds, saves and deletes are limited to the caller's own (ScopeOf). */
  scope?: ScopeOf;
}

/**
 * The Query and Mutation resolvers of one reference entity, e.g.
 * referenceResolvers(tenderCategories, { list: ['allTenderCategories', 'all'], find: ..., save: [...] },
 * { read: 'signedIn', write: 'uaa.referenceData.write', delete: 'uaa.referenceData.delete' }).
 */
export function referenceResolvers(
  entity: AnyEntity,
  operations: ReferenceOperations,
  permissions: ReferencePermissions,
): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const Query: Record<string, Resolver> = {};
  const Mutation: Record<string, Resolver> = {};
  for (const [name, kind, pageParamArg] of listOperations(operations)) {
    Query[name] = (
      kind === 'page'
        ? listPageResolver(entity, permissions.read, pageParamArg)
        : kind === 'appPage'
          ? listAppPageResolver(entity, permissions.read)
          : listAllResolver(entity, permissions.read)
    ) as Resolver;
  }
  const { scope } = permissions;
  // Live lists: shared and institution lists; owned rows (a tenderer's own) are not announced.
  if (!scope) {
    const { table } = entity.definition;
    declareLiveTable({
      table: getTableName(table),
      read: permissions.read,
      // Who may save its records may see who else edits them ('signedIn' writes are scoped: none here).
      ...(permissions.write !== 'signedIn' && { edit: permissions.write }),
      scoped: Object.values(getTableColumns(table)).some((c) => c.name === 'institution_id'),
    });
  }
  if (permissions.write === 'signedIn' && !scope) {
    throw new Error(`${entity.label}: a 'signedIn' write needs a scope (the caller's own rows)`);
  }
  if (operations.find) {
    Query[operations.find] = findResolver(entity, permissions.read, scope) as Resolver;
  }
  if (operations.save) {
    const [name, inputArg] = operations.save;
    Mutation[name] = saveResolver(entity, permissions.write, inputArg, scope) as Resolver;
  }
  if (operations.delete) {
    Mutation[operations.delete] = deleteResolver(entity, permissions.delete, scope) as Resolver;
  }
  if (operations.setActive) {
    if (scope || permissions.write === 'signedIn') {
      throw new Error(`${entity.label}: owned rows have no activation toggle`);
    }
    Mutation[operations.setActive] = setActiveResolver(entity, permissions.write) as Resolver;
  }
  return { Query, Mutation };
}

/** Merges several domains' {Query, Mutation} into one resolver map. */
export function mergeReferenceResolvers(
  ...parts: { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> }[]
) {
  return {
    Query: Object.assign({}, ...parts.map((p) => p.Query)) as Record<string, Resolver>,
    Mutation: Object.assign({}, ...parts.map((p) => p.Mutation)) as Record<string, Resolver>,
  };
}

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
