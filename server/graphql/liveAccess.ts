import { permissionCatalogue, type Permission } from '../../contract/permissions';
import type { AuthUser } from '../auth/currentUser';
import { actsAcrossInstitutions } from '../auth/institutionScope';
import type { RecordChange } from '../db/liveChanges';

/**
 * Which tables a live subscription may watch, and who hears their changes (decision 107): the
 * permission its list needs ('signedIn' for shared lists) and whether its records belong to an
 * institution. The reference kit declares every entity it serves; a hand-written module lists its
 * tables in its module.ts (`live`). A table nobody declared is refused: no change of it is sent.
 */
export interface LiveTable {
  table: string;
  read: Permission | 'signedIn';
  /**
   * Who may edit its records, and so hold them and hear who else edits them (presence): by default
   * the `.write` permission beside a `.read` one; a table without either has no presence.
   */
  edit?: Permission;
  /** Records of one institution: only its users and those acting across institutions hear them. */
  scoped?: boolean;
  /** The column naming its records: 'uuid', unless keyed otherwise (global_settings: 'key'). */
  keyColumn?: 'uuid' | 'key';
}

const tables = new Map<string, LiveTable>();

export function declareLiveTable(table: LiveTable): void {
  tables.set(table.table, table);
}

/** The declared table, if the user may read its list; undefined otherwise. */
export function readableLiveTable(user: AuthUser, table: string): LiveTable | undefined {
  const declared = tables.get(table);
  if (!declared) return undefined;
  return declared.read === 'signedIn' || user.permissions.has(declared.read) ? declared : undefined;
}

/** The permission that edits the table's records (`edit`, else its read's `.write`), if any. */
export function editPermissionOf(table: LiveTable): Permission | undefined {
  if (table.edit) return table.edit;
  const write = table.read.replace(/\.read$/, '.write');
  return write !== table.read && write in permissionCatalogue ? (write as Permission) : undefined;
}

const mayEdit = (user: AuthUser, table: LiveTable) => {
  const edit = editPermissionOf(table);
  return !!edit && user.permissions.has(edit);
};

/** The declared table, if the user may read its list and edit its records; undefined otherwise. */
export function editableLiveTable(user: AuthUser, table: string): LiveTable | undefined {
  const readable = readableLiveTable(user, table);
  return readable && mayEdit(user, readable) ? readable : undefined;
}

/** Presence changes (someone opened or left a record's edit form): they name people at work. */
export const PRESENCE_ACTIONS: ReadonlySet<string> = new Set(['presence', 'absence']);

/**
 * Whether the user may hear this change of a table they may read: a change of another institution's
 * record never reaches them, nor one of a scoped table's record of no institution. Who edits a
 * record reaches only those who may edit it too (a tenderer reads shared lists, hears no names).
 */
export function mayHear(user: AuthUser, table: LiveTable, change: RecordChange): boolean {
  if (PRESENCE_ACTIONS.has(change.action) && !mayEdit(user, table)) return false;
  if (actsAcrossInstitutions(user)) return true;
  if (change.institutionId === null) return !table.scoped;
  return change.institutionId === user.institutionId;
}

/** Every declared table whose list the user may read (the home page's counts: Dashboard counts from row_counts). */
export function readableLiveTables(user: AuthUser): LiveTable[] {
  return [...tables.keys()].flatMap((table) => readableLiveTable(user, table) ?? []);
}
