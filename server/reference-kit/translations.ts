import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { EntityTable } from '../db/entityTable';
import { optionalText } from '../validation/inputs';

/**
 * The Swahili beside the English of a reference record (issue 19, "Swahili complete"): a table made
 * with nameSwColumn / descriptionSwColumn (server/db/schema/columns.ts) has `nameSw` and
 * `descriptionSw`, and the kit serves, validates and saves them for every such list, so no entity
 * declares them. Optional: null means no translation, and a Swahili page shows the English.
 */
export interface SwahiliFields {
  /** The Swahili name's length limit (the English name's), when the table has one. */
  name?: number;
  description?: number;
}

const lengthOf = (column: unknown) => (column as { length?: number } | undefined)?.length;

/** Which Swahili columns the table has, and their limits. */
export function swahiliFieldsOf(table: EntityTable): SwahiliFields {
  const columns = getTableColumns(table) as Record<string, unknown>;
  return {
    name: columns.nameSw ? (lengthOf(columns.nameSw) ?? 150) : undefined,
    description: columns.descriptionSw ? (lengthOf(columns.descriptionSw) ?? 500) : undefined,
  };
}

/** What a save may send of them: trimmed, within the limit, blank clears, absent leaves as it was. */
export function swahiliInputSchema(fields: SwahiliFields) {
  return z.object({
    ...(fields.name ? { nameSw: optionalText(fields.name, { keepAbsent: true }) } : {}),
    ...(fields.description
      ? { descriptionSw: optionalText(fields.description, { keepAbsent: true }) }
      : {}),
  });
}

/** The columns a validated save writes (only the fields given). */
export function swahiliColumns(fields: SwahiliFields, rawInput: unknown): Record<string, unknown> {
  const parsed = swahiliInputSchema(fields).parse(rawInput ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
}

/** Their SDL lines, for the type (with doc strings) or the input. */
export function swahiliSdl(fields: SwahiliFields, kind: 'type' | 'input'): string {
  const lines: string[] = [];
  if (fields.name) {
    if (kind === 'type')
      lines.push('"The name in Kiswahili; null: none given, the name is shown."');
    lines.push('nameSw: String');
  }
  if (fields.description) {
    if (kind === 'type') lines.push('"The description in Kiswahili; null: none given."');
    lines.push('descriptionSw: String');
  }
  return lines.join('\n');
}
