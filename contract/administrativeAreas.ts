/**
 * Administrative area levels, from the largest down. Each level's parent is the level above it; a
 * region has no parent. Shared by the server's checks and the browser's type filter and picker.
 */
export const administrativeAreaTypes = ['REGION', 'DISTRICT', 'WARD', 'VILLAGE'] as const;
export type AdministrativeAreaType = (typeof administrativeAreaTypes)[number];

/** The type an area's parent must have; null for the top level. */
export function parentTypeOf(type: AdministrativeAreaType): AdministrativeAreaType | null {
  const level = administrativeAreaTypes.indexOf(type);
  return level > 0 ? administrativeAreaTypes[level - 1] : null;
}

/** A stable code from a name: upper case, words joined by '-' (e.g. 'Dar es Salaam' -> 'DAR-ES-SALAAM'). */
export const codeFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toUpperCase();
