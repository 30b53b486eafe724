import { getTableColumns, getTableName } from 'drizzle-orm';
import { declareLiveTable } from '../graphql/liveAccess';
import type { Permission } from '../../contract/permissions';
import { parseVersion } from '../db/entityTable';
import type { AppInput } from '../db/appPaging';
import type { PageParam } from '../db/paging';
import type { ReferenceEntity, RowScope } from './store';
import { listOperations, type ReferenceOperations } from './sdl';
import { guarded, saveOperation, type Access } from '../graphql/guards';
import { operation, type SignedInContext } from '../graphql/operation';
import { success, successList, type Result } from '../graphql/result';
import type { RequestContext } from '../requestContext';

/**
 * Resolver plumbing for reference entities (store.ts beside this file): a list's resolvers become
 * a declaration of operation names, argument names and permissions (the access checks and the usual
 * resolver shapes are server/graphql/guards.ts).
 */

// Any row and input type: the resolvers only pass them through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = ReferenceEntity<any, any>;

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
