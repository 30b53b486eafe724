/**
 * What "Overwrite" saves when someone else saved first (issue 38 item 10, decision 135): a three-way
 * merge of the record as the form opened it (base), the form's values (yours) and the record as it
 * is now (theirs). A field you changed keeps your value; a field only they changed keeps theirs; a
 * field both changed to different values is overwritten with yours, and the dialog names it.
 */

/** A save refused because someone else saved first: what the form opened, sent, and what is saved now. */
export interface Conflict {
  base: Record<string, unknown>;
  yours: Record<string, unknown>;
  theirs: Record<string, unknown>;
}

/** Bookkeeping, not what a person edits: never compared nor merged. */
const bookkeeping = new Set([
  'id',
  'uuid',
  'version',
  'deleted',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
]);

export const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** Equal as a person sees them: an emptied text is the empty value the record answers. */
const same = (a: unknown, b: unknown) =>
  (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

export interface Merge {
  /** What Overwrite sends: yours where you changed it, theirs elsewhere, at the version saved now. */
  values: Record<string, unknown>;
  /** Fields both changed, differently: Overwrite puts your value over theirs. In the form's order. */
  overwritten: string[];
  /** Fields only they changed: Overwrite keeps their value. */
  keptTheirs: string[];
}

export function mergeConflict({ base, yours, theirs }: Conflict): Merge {
  const values: Record<string, unknown> = { ...yours };
  const overwritten: string[] = [];
  const keptTheirs: string[] = [];
  for (const key of Object.keys(yours)) {
    if (bookkeeping.has(key) || !(key in theirs)) continue;
    // A field the form opened without cannot be told unchanged: it counts as yours.
    const isMine = !(key in base) || !same(yours[key], base[key]);
    const isTheirs = !(key in base) || !same(theirs[key], base[key]);
    if (!isMine) {
      values[key] = theirs[key];
      if (isTheirs) keptTheirs.push(key);
    } else if (isTheirs && !same(yours[key], theirs[key])) {
      overwritten.push(key);
    }
  }
  if ('version' in theirs) values.version = theirs.version;
  return { values, overwritten, keptTheirs };
}
