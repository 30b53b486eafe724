import type { Permission } from '../../contract/permissions';
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
  /** Records of one institution: only its users and those acting across institutions hear them. */
  scoped?: boolean;
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

/**
 * Whether the user may hear this change of a table they may read: a change of another institution's
 * record never reaches them, nor one of a scoped table's record of no institution.
 */
export function mayHear(user: AuthUser, table: LiveTable, change: RecordChange): boolean {
  if (actsAcrossInstitutions(user)) return true;
  if (change.institutionId === null) return !table.scoped;
  return change.institutionId === user.institutionId;
}

/** Every declared table whose list the user may read (the home page's counts: Dashboard counts from row_counts). */
export function readableLiveTables(user: AuthUser): LiveTable[] {
  return [...tables.keys()].flatMap((table) => readableLiveTable(user, table) ?? []);
}
