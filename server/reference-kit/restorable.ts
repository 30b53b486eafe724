import { getTableName } from 'drizzle-orm';
import type { Permission } from '../../contract/permissions';
import type { GraphqlService } from '../../contract/services';
import type { Db } from '../db/client';
import type { AnyEntity, Definition } from './csvRows';

/**
 * How the records of a table are brought back to an earlier version from their history (issue 39
 * item 3, decision 168): by the save that edits them, the mutation the record's edit screen sends,
 * run in the restore's transaction with an input made from the version's values. So a restore
 * checks what an edit checks (the permission, the institution's scope, the input's rules, the
 * version) and writes what an edit writes, and the history entry is the edit's.
 *
 * The reference kit registers every list it declares with a save (referenceApi); a hand-written
 * module declares its tables in its module.ts (`restorable`). A table of history with neither is
 * named in tests/server/restoreEveryResource.test.ts with the reason it has no restore.
 */
export interface RestorableSave {
  /** The record's table, as history names it: `institutions`. */
  table: string;
  /** The save's mutation, `createUpdateInstitutions`, and the argument that takes its input. */
  mutation: string;
  inputArg: string;
  /** Its service, when the module declares it; a list of the kit is found by its mutation. */
  service?: GraphqlService;
  /** Who may restore: the save's own permission (the save checks it again, with its scope). */
  permission: Permission;
  /**
   * Columns that a restore never writes back beyond the keys, stamps, `deleted` and secrets
   * (restore.store.ts): what the save computes or another action sets. The input sends today's.
   */
  kept?: string[];
  /** Input fields read from a column of another name: `{ procurementStageTypeEnum: 'procurement_stage_type' }`. */
  columns?: Record<string, string>;
  /**
   * The mutation's other arguments and input fields that are no column of the row (a plan's items,
   * its uuid as an argument), from the record as it is now: a restore keeps them as they are.
   */
  extra?(
    db: Db,
    now: Record<string, unknown>,
  ): Promise<{ args?: Record<string, unknown>; input?: Record<string, unknown> }>;
}

const restorables = new Map<string, RestorableSave>();

/** Registers how a table's records are restored (a module's declarations and the kit's lists). */
export function registerRestorableSave(save: RestorableSave): void {
  if (!restorables.has(save.table)) restorables.set(save.table, save);
}

/**
 * Called by referenceApi for every list it declares with a save. Lists of owned rows (a tenderer's
 * own) stay out: their owners read no history, and restoring is an administrator's work.
 */
export function registerRestorable(
  entity: AnyEntity,
  permissions: { write: Permission | 'signedIn'; scope?: unknown },
  [mutation, inputArg]: [name: string, inputArg: string],
): void {
  if (permissions.scope || permissions.write === 'signedIn') return;
  registerRestorableSave({
    table: getTableName((entity.definition as Definition).table),
    mutation,
    inputArg,
    permission: permissions.write,
  });
}

/** How a table's records are restored, or undefined. */
export const restorableSave = (table: string): RestorableSave | undefined => restorables.get(table);

/** Every restorable table's name. */
export const restorableNames = (): string[] => [...restorables.keys()];
