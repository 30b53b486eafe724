import { getTableColumns, getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import type { Permission } from '../../contract/permissions';
import type { AnyEntity, Definition } from './csvRows';
import { swahiliFieldsOf } from './translations';

/**
 * The lists whose records a person may bring back to an earlier version from their history (issue
 * 39 item 3): every list declared with referenceApi that has a save, registered as it is declared,
 * so a list added tomorrow restores by the same rules. A restore writes what the list's edit writes
 * (restorableColumns), with its permission.
 */

export interface RestorableList {
  entity: AnyEntity;
  /** The list's write permission: a restore is an edit. */
  permission: Permission;
}

const restorables = new Map<string, RestorableList>();

/**
 * Called by referenceApi for every list it declares with a save. Lists of owned rows (a tenderer's
 * own) stay out: their owners read no history, and restoring is an administrator's work.
 */
export function registerRestorable(
  entity: AnyEntity,
  permissions: { write: Permission | 'signedIn'; scope?: unknown },
): void {
  if (permissions.scope || permissions.write === 'signedIn') return;
  const name = getTableName((entity.definition as Definition).table);
  if (restorables.has(name)) return;
  restorables.set(name, { entity, permission: permissions.write });
}

/** The restorable list of that table name, or undefined. */
export const restorableList = (name: string): RestorableList | undefined => restorables.get(name);

/** Every restorable list's table name. */
export const restorableNames = (): string[] => [...restorables.keys()];

/**
 * The columns a list's edit writes, database name -> the table's key: each input field's column (a
 * related record's `xUuid` as its `xId`), the kit's Swahili columns and `active`. Never its keys, its
 * stamps, `deleted` (a deleted record is restored by its own action) nor any column no form sets.
 */
export function restorableColumns(definition: Definition): Map<string, string> {
  const columns = getTableColumns(definition.table) as Record<string, { name: string }>;
  const shape = (definition.inputSchema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const keys = new Set<string>(['active']);
  for (const key of Object.keys(shape ?? {})) {
    const reference = definition.references?.[key]?.column;
    if (reference) keys.add(reference);
    else if (columns[key]) keys.add(key);
    else if (key.endsWith('Uuid') && columns[key.replace(/Uuid$/, 'Id')]) {
      keys.add(key.replace(/Uuid$/, 'Id'));
    }
  }
  const swahili = swahiliFieldsOf(definition.table);
  if (swahili.name) keys.add('nameSw');
  if (swahili.description) keys.add('descriptionSw');
  const named = new Map<string, string>();
  for (const key of keys) {
    if (columns[key] && key !== 'uuid' && key !== 'version' && key !== 'deleted') {
      named.set(columns[key].name, key);
    }
  }
  return named;
}
