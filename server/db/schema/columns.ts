import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/**
 * The column and index shapes the tables share, so each table file shows only what is its own.
 * Every helper writes exactly the SQL the hand-written form did (drizzle-kit generates no migration).
 */

/** A point in time, always with its time zone. */
export const instant = (column: string) => timestamp(column, { withTimezone: true });

/** Who did something (the acting user's email or uuid). */
export const actor = (column: string) => varchar(column, { length: 120 });

/** The row's own keys: a serial id for joins and a random uuid, the only one the API shows. */
export const keyColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
});

/**
 * The columns every reference entity carries, which existing clients read on each record (active,
 * createdAt, createdBy, deleted, id, updatedAt, updatedBy, uuid). Soft delete: `deleted` is set, rows stay.
 */
export const entityColumns = () => ({
  ...keyColumns(),
  active: boolean('active').notNull().default(true),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
  createdBy: actor('created_by'),
  updatedAt: instant('updated_at'),
  updatedBy: actor('updated_by'),
  /**
   * How many times someone has changed the row (1 when created): a save or delete names the version it
   * was based on and a stale one is refused (decision 103). Raised by the database on every update that
   * stamps updated_at (migration 0028), so no write path can forget it.
   */
  version: integer('version').notNull().default(1),
});

/** The name most lists show, sort and search by. */
export const nameColumn = (length = 150) => varchar('name', { length }).notNull();

/**
 * The Swahili name of a list entry, beside the English one and as long (issue 19: the data in the
 * user's language). NULL means no translation: the English name is shown.
 */
export const nameSwColumn = (length = 150) => varchar('name_sw', { length });

/** The Swahili description of a list entry (NULL: the English one is shown). */
export const descriptionSwColumn = (length = 500) => varchar('description_sw', { length });

/** A short code a list is also known by (required). */
export const codeColumn = (length: number) => varchar('code', { length }).notNull();

/** An optional description of a list entry. */
export const descriptionColumn = (length = 500) => varchar('description', { length });

/** A list entry's name in English and in Swahili, the Swahili as long. */
export const namesColumns = (length = 150) => ({
  name: nameColumn(length),
  nameSw: nameSwColumn(length),
});

/** A list entry's description in English and in Swahili, the Swahili as long. */
export const descriptionsColumns = (length = 500) => ({
  description: descriptionColumn(length),
  descriptionSw: descriptionSwColumn(length),
});

/** A link to another table's serial id (optional; add .notNull() where it is required). */
export const idRef = (column: string, target: () => AnyPgColumn) =>
  bigint(column, { mode: 'number' }).references(target);

/** A required link to another table's serial id. */
export const requiredIdRef = (column: string, target: () => AnyPgColumn) =>
  idRef(column, target).notNull();

type IndexKey = Partial<ExtraConfigColumn> | SQL;
type SoftDeleted = { deleted: PgColumn };
type Paged = SoftDeleted & { id: PgColumn };

/** Unique among the live rows only: a soft-deleted row frees its key. */
export const liveUniqueIndex = (name: string, t: SoftDeleted, ...keys: [IndexKey, ...IndexKey[]]) =>
  uniqueIndex(name)
    .on(...keys)
    .where(sql`NOT ${t.deleted}`);

/** A paging index: the soft-delete scope first, then the filter and sort columns, the id as tie-breaker. */
export const scopeIndex = (name: string, t: Paged, ...keys: IndexKey[]) =>
  index(name).on(t.deleted, ...keys, t.id);

/** What a "contains" search uses (pg_trgm). */
export const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/**
 * What search everything finds identifiers by (decision 167): the key compared from its start, and
 * its btree index over the live rows. text_pattern_ops lets `LIKE 'abc%'` read a range of it under
 * any collation; the store writes the same expressions (searchKeys), so the planner matches them.
 */
export const searchKeys = {
  /** A code or number, case-blind: lower(code). */
  identifier: (column: SQL | PgColumn) => sql`lower(${column})`,
  /** An email's domain, case-blind: lookups.go.tz of info@lookups.go.tz. */
  emailDomain: (column: SQL | PgColumn) => sql`lower(split_part(${column}, '@', 2))`,
  /** A phone number's digits: 255712345678 of +255 712 345 678. */
  phoneDigits: (column: SQL | PgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`,
};

/**
 * A btree index of one of searchKeys, for `LIKE 'prefix%'` (decision 167). Over every row, not only
 * the live ones: PostgreSQL keeps statistics of an index's expression only for an index without a
 * WHERE, and with them the planner knows an exact email from a domain half the table shares (which
 * decides, for a search kept to one institution, between this index and the institution's).
 */
export const prefixIndex = (name: string, key: SQL) =>
  index(name).using('btree', sql`${key} text_pattern_ops`);

/** The paging indexes of one list, `<table>_scope_<sort>_idx`: each sort's columns after the scope. */
export const pagingIndexes = (table: string, t: Paged, sorts: Record<string, IndexKey[]>) =>
  Object.entries(sorts).map(([sort, keys]) => scopeIndex(`${table}_scope_${sort}_idx`, t, ...keys));

/** A code unique among the live rows (as written: codes are compared exactly). */
export const liveCodeKey = (table: string, t: SoftDeleted & { code: PgColumn }) =>
  liveUniqueIndex(`${table}_code_live_key`, t, t.code);

type NamedTable = Paged & { name: PgColumn; active: PgColumn; createdAt: PgColumn };

/**
 * One live row per name (case-insensitive; a deleted row frees its name), and the paging indexes of
 * a list sorted by name or creation, with and without the active filter, searched by name.
 */
export const nameListIndexes = (table: string, t: NamedTable) => [
  liveUniqueIndex(`${table}_name_live_key`, t, sql`lower(${t.name})`),
  scopeIndex(`${table}_scope_name_idx`, t, t.name),
  scopeIndex(`${table}_scope_active_name_idx`, t, t.active, t.name),
  scopeIndex(`${table}_scope_created_idx`, t, t.createdAt),
  trigramIndex(`${table}_name_trgm_idx`, t.name),
];
