import type { z } from 'zod';
import {
  BULK_EDIT_MAX_ROWS,
  type BulkEditRecord,
  type BulkEditReport,
} from '../../contract/bulkEdit';
import { ResponseCode } from '../../contract/responseCodes';
import type { AuthUser } from '../auth/currentUser';
import type { Db } from '../db/client';
import { parseUuid, parseVersion, updateLiveByUuid } from '../db/entityTable';
import { AppError, describeError } from '../errors';
import { cellValue, csvFieldsOf, type CsvField } from './csvFields';
import { importableList } from './csvImport';
import type { AnyEntity } from './csvRows';

/**
 * Bulk edit of a reference list (issue 39 item 5, decision 156): one generic operation for every
 * list the kit serves with a write permission (the lists it imports CSV into). One field gets one
 * value on up to BULK_EDIT_MAX_ROWS rows; each row is saved on its own, in its own savepoint, at the
 * version the person read, so a stale row is refused and never overwritten, and every saved row
 * writes its own history entry. The fields: `active`, and a list's plain fields (text, number, yes/no
 * typed as its form types them), never a related record nor a list whose saves compute columns.
 */

const refuse = (message: string) => new AppError(ResponseCode.INVALID_INPUT, message);

/** The field's input schema, from the list's form schema. */
function fieldSchema(entity: AnyEntity, key: string): z.ZodType | undefined {
  const shape = (entity.definition.inputSchema as unknown as { shape?: Record<string, z.ZodType> })
    .shape;
  return shape?.[key];
}

/** The fields a bulk edit may set on this list. */
export function bulkEditableFields(entity: AnyEntity): CsvField[] {
  const fields = csvFieldsOf(entity.definition).filter(
    (field) => !field.reference && !field.swahili,
  );
  // A list whose saves compute their columns (toColumns) takes `active` only: its columns are not its fields.
  if (entity.definition.toColumns) return fields.filter((field) => field.key === 'active');
  return fields;
}

/** The value as the field's form checks it; absent text clears an optional field. */
function checkedValue(entity: AnyEntity, field: CsvField, value: string | null): unknown {
  const cell = cellValue(field, value ?? '');
  if (cell.error) throw refuse(`${field.key}: ${cell.error}`);
  if (cell.value === undefined) {
    if (field.required || field.key === 'active') throw refuse(`${field.key}: Required`);
    return null;
  }
  if (field.key === 'active') return cell.value;
  const parsed = fieldSchema(entity, field.key)?.safeParse(cell.value);
  if (!parsed?.success) {
    throw refuse(`${field.key}: ${parsed?.error.issues[0]?.message ?? 'Not a valid value'}`);
  }
  return parsed.data;
}

/** The rows named: 1 to BULK_EDIT_MAX_ROWS, each a uuid and a version, no uuid twice. */
function checkedRecords(records: unknown): BulkEditRecord[] {
  if (!Array.isArray(records) || records.length === 0) throw refuse('records: Required');
  if (records.length > BULK_EDIT_MAX_ROWS) {
    throw refuse(`records: At most ${BULK_EDIT_MAX_ROWS} rows at once`);
  }
  const checked = records.map((record: { uuid?: unknown; version?: unknown }) => {
    const version = parseVersion(record?.version);
    if (version === undefined) throw refuse('version: Required');
    return { uuid: parseUuid(record?.uuid), version };
  });
  if (new Set(checked.map((record) => record.uuid)).size !== checked.length) {
    throw refuse('records: A row is named twice');
  }
  return checked;
}

/**
 * Why a row was refused, as a code and a text a person may read (never SQL): STALE_VERSION (changed
 * since it was read), NOT_FOUND (deleted meanwhile), DUPLICATE (another row holds the value)...
 */
function refusalOf(error: unknown): { code: number; message: string | null } {
  const { code, message } = describeError(error);
  return { code, message: message ?? null };
}

export interface BulkEditInput {
  entity: string;
  field: string;
  value: string | null;
  records: unknown;
}

/**
 * bulkUpdateReferenceRecords: checks the list, the caller's write permission, the field and the value
 * once (bad input changes nothing), then saves row by row and reports each row refused.
 */
export async function bulkUpdate(
  db: Db,
  user: AuthUser,
  input: BulkEditInput,
): Promise<BulkEditReport> {
  const list = importableList(input.entity);
  if (!list) throw new AppError(ResponseCode.NOT_FOUND, 'entity: No bulk edit for this list');
  if (!user.permissions.has(list.permission)) throw new AppError(ResponseCode.FORBIDDEN);
  const field = bulkEditableFields(list.entity).find((candidate) => candidate.key === input.field);
  if (!field)
    throw refuse(`field: ${input.entity} has no field ${input.field} a bulk edit may set`);
  const value = checkedValue(list.entity, field, input.value);
  const records = checkedRecords(input.records);
  const { table } = list.entity.definition;
  const report: BulkEditReport = { updated: [], refused: [] };
  for (const record of records) {
    try {
      await db.transaction((savepoint) =>
        updateLiveByUuid(
          savepoint,
          table,
          record.uuid,
          { [field.key]: value },
          user.email,
          undefined,
          record.version,
        ),
      );
      report.updated.push(record.uuid);
    } catch (error) {
      report.refused.push({
        uuid: record.uuid,
        ...refusalOf(error),
      });
    }
  }
  return report;
}
