import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client';
import type { CsvField } from '../../../server/reference-kit/csvFields';

/** A row for a list with none yet, from its fields: a related record by its code or name. */
export async function sampleLine(db: Db, fields: CsvField[]): Promise<string> {
  const cells: string[] = [];
  for (const field of fields) {
    if (!field.required) cells.push('');
    else if (field.reference) {
      const related = field.reference.table as unknown as Record<string, PgColumn>;
      const [row] = (
        await db.execute<{ named: string }>(
          sql`SELECT ${related.code ?? related.name} AS named FROM ${field.reference.table}
            WHERE NOT ${related.deleted} ORDER BY ${related.id} LIMIT 1`,
        )
      ).rows;
      cells.push(row.named);
    } else cells.push(field.kind === 'number' ? '1' : `Round trip ${field.header}`);
  }
  return cells.join(',');
}
