import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ResponseCode } from '../../contract/responseCodes';
import { WHOLE_LIST_MAX_ROWS } from '../../contract/validation';
import { AppError, duplicateMessage, isUniqueViolation } from '../errors';
import { fetchAppPage, type AppInput, type AppListSpec } from '../db/appPaging';
import type { Db } from '../db/client';
import {
  findLiveByUuid,
  parseVersion,
  setActiveByUuid,
  softDeleteByUuid,
  updateLiveByUuid,
} from '../db/entityTable';
import type { EntityTable } from '../db/entityTable';
import { fetchPage, tableListSpec, type PageParam, type TableListFields } from '../db/paging';
import { swahiliColumns, swahiliFieldsOf } from './translations';

/**
 * Simple reference entities (tender categories, academic levels, equipment types, ...): one definition
 * gives the store every such list needs, so forty lists are forty definitions, not forty copies.
 * Its GraphQL SDL and resolvers come from one declaration too: referenceApi (api.ts beside this file).
 */
export interface ReferenceEntityDefinition<Input extends { uuid?: string | null }> {
  /** A table made with entityColumns(). */
  table: EntityTable;
  /** Sortable and filterable fields as the GraphQL type spells them; defaultSort orders whole lists. */
  listSpec: AppListSpec;
  /** Validates what a client sends to save (uuid absent or null: create; present: update). */
  inputSchema: z.ZodType<Input>;
  /** The entity in messages: 'Tender category'. */
  label: string;
  /**
   * Columns written from a validated input; by default every given input field except uuid. May read
   * the database (a parent's uuid becomes its id) and throw AppError (e.g. 9001 for an unknown parent).
   */
  toColumns?(input: Input, db: Db): Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Text of a unique violation (a live row with the same natural key), e.g. 'same name', where the
   * index's name does not say the clashing field (duplicateMessage of server/errors.ts).
   */
  duplicateText?: string;
  /**
   * For the CSV import (csvImport.ts): the input fields naming another list's record by uuid, which
   * a file names by code or name instead. A list with its own toColumns is imported only when it
   * declares them (its columns are then the input's, with these ids).
   */
  references?: Record<string, CsvReference>;
  /** False keeps the list out of the CSV import. */
  importable?: boolean;
  /** Whole lists stop here: reference lists are small, and a runaway list must not exhaust memory. */
  maxListSize?: number;
}

/** A related list a CSV file names by code or name (ReferenceEntityDefinition.references). */
export interface CsvReference {
  /** The related list (its rows are found by code, else by name, case-insensitively). */
  table: EntityTable;
  /** The row's foreign-key column (the TypeScript key: procurementCategoryId). */
  column: string;
}

/**
 * The rows a caller may touch (a tenderer's own profile rows): `where` limits finds, updates and
 * deletes, and `columns` are written on every save (the owner's id). A row outside is NOT_FOUND.
 */
export interface RowScope {
  where: SQL;
  columns?: Record<string, unknown>;
}

export interface ListAllOptions {
  deleted?: boolean;
  /** Only active rows (what pickers on registration pages offer). */
  activeOnly?: boolean;
  /** An extra condition, e.g. the sub-categories of one category. */
  where?: SQL;
}

export interface ReferenceEntity<Row, Input extends { uuid?: string | null }> {
  readonly definition: ReferenceEntityDefinition<Input>;
  readonly label: string;
  /** A Spring page {content, number, ...}, paged, sorted and filtered in the database. */
  listPage(
    db: Db,
    options: { deleted?: boolean; pageParam?: PageParam | null; scope?: SQL },
  ): ReturnType<typeof fetchPage<Row>>;
  /** An app-envelope page {rows, currentPage, ...}. */
  listAppPage(
    db: Db,
    options: { input?: AppInput | null; scope?: SQL; withMetaData?: boolean },
  ): ReturnType<typeof fetchAppPage<Row>>;
  /** Every row of the scope, ordered by the list's default sort then id. */
  listAll(db: Db, options?: ListAllOptions): Promise<Row[]>;
  findByUuid(db: Db, uuid: string, scope?: RowScope): Promise<Row>;
  /**
   * Validates raw input (9001), then creates it or updates the live row with its uuid (9002); an
   * update naming a `version` the row has moved on from changes nothing (9012).
   */
  save(
    db: Db,
    rawInput: unknown,
    actor: string,
    scope?: RowScope,
  ): Promise<{ row: Row; created: boolean }>;
  softDelete(
    db: Db,
    uuid: string,
    actor: string,
    scope?: RowScope,
    version?: number | null,
  ): Promise<Row>;
  setActive(
    db: Db,
    uuid: string,
    active: boolean,
    actor: string,
    version?: number | null,
  ): Promise<Row>;
}

/**
 * The list spec most reference lists share: its sort fields and exact filters as the contract
 * declares them (contract/listFields.ts), the name searched by its words and active filtered;
 * `extraFilterable` adds how its other fields filter (acronym searched too...).
 */
export function namedListSpec<T extends PgTable & { name: PgColumn; active: PgColumn }>(
  table: T,
  fields: Pick<TableListFields<T>, 'sortable' | 'defaultSort' | 'filters' | 'searched'>,
  extraFilterable: TableListFields<T>['filterable'] = {},
): AppListSpec {
  return tableListSpec(table, {
    sortable: fields.sortable,
    defaultSort: fields.defaultSort,
    filters: fields.filters,
    searched: fields.searched,
    filterable: {
      name: 'contains',
      active: 'boolean',
      ...extraFilterable,
    } as TableListFields<T>['filterable'],
  });
}

const activeInput = z.boolean().nullish();

/** Drops uuid (the row's identity, never written) and undefined fields (update only what was given). */
function defaultColumns(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => key !== 'uuid' && value !== undefined),
  );
}

/**
 * Runs a write of the list, answering a unique violation (a live row with the same natural key) as
 * DUPLICATE: the field that clashed, as the index names it ("A record with the same code already
 * exists"), which the browser says in the person's language with the screen's own label.
 */
function writeOf<Input extends { uuid?: string | null }>({
  label,
  duplicateText,
}: ReferenceEntityDefinition<Input>) {
  return async <Row>(run: () => Promise<Row | undefined>): Promise<Row | undefined> => {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        ResponseCode.DUPLICATE,
        duplicateMessage(error) ??
          `A ${label.toLowerCase()} with the ${duplicateText ?? 'same name'} already exists`,
      );
    }
  };
}

/** The list's save: no uuid creates, a uuid updates the live row at the version given. */
function saveOf<Row, Input extends { uuid?: string | null }>(
  definition: ReferenceEntityDefinition<Input>,
): ReferenceEntity<Row, Input>['save'] {
  const { table, label } = definition;
  const toColumns = definition.toColumns ?? ((input: Input) => defaultColumns(input));
  const swahili = swahiliFieldsOf(table);
  const write = writeOf(definition);
  return async (db, rawInput, actor, scope) => {
    const input = definition.inputSchema.parse(rawInput);
    // Activation is the kit's, not each entity's: every save may switch `active`.
    const active = activeInput.parse((rawInput as { active?: unknown }).active);
    const columns = {
      ...(await toColumns(input, db)),
      // The Swahili name and description are the kit's too (translations.ts).
      ...swahiliColumns(swahili, rawInput),
      ...(active == null ? {} : { active }),
    };
    if (!input.uuid) {
      const row = await write(async () => {
        const [created] = await db
          .insert(table)
          .values({ ...columns, ...scope?.columns, createdBy: actor } as never)
          .returning();
        return created as Row;
      });
      return { row: row as Row, created: true };
    }
    const { uuid } = input;
    // Versions are the kit's too: the check and the write are one statement (decision 103).
    const version = parseVersion((rawInput as { version?: unknown }).version);
    const row = await write(() =>
      updateLiveByUuid<Row>(
        db,
        table,
        uuid,
        { ...columns, ...scope?.columns },
        actor,
        scope?.where,
        version,
        `${label} not found`,
      ),
    );
    return { row: row as Row, created: false };
  };
}

export function defineReferenceEntity<Row, Input extends { uuid?: string | null }>(
  definition: ReferenceEntityDefinition<Input>,
): ReferenceEntity<Row, Input> {
  const { table, listSpec, label } = definition;
  const sortColumn: PgColumn = listSpec.sortable[listSpec.defaultSort];
  if (!sortColumn) throw new Error(`${label}: defaultSort is not a sortable field`);
  return {
    definition,
    label,
    listPage: (db, options) =>
      fetchPage<Row>(db, table, listSpec, {
        deleted: options.deleted ?? false,
        pageParam: options.pageParam,
        scope: options.scope,
      }),
    listAppPage: (db, options) =>
      fetchAppPage<Row>(db, table, listSpec, {
        input: options.input,
        scope: options.scope,
        withMetaData: options.withMetaData,
      }),
    async listAll(db, options = {}) {
      const conditions: SQL[] = [eq(table.deleted, options.deleted ?? false)];
      if (options.activeOnly) conditions.push(eq(table.active, true));
      if (options.where) conditions.push(options.where);
      const rows = await db
        .select()
        .from(table)
        .where(and(...conditions))
        .orderBy(asc(sortColumn), asc(table.id))
        .limit(definition.maxListSize ?? WHOLE_LIST_MAX_ROWS);
      return rows as Row[];
    },
    findByUuid: (db, uuid, scope) => findLiveByUuid<Row>(db, table, uuid, scope?.where),
    save: saveOf<Row, Input>(definition),
    softDelete: (db, uuid, actor, scope, version) =>
      softDeleteByUuid<Row>(db, table, uuid, actor, scope?.where, version),
    setActive: (db, uuid, active, actor, version) =>
      setActiveByUuid<Row>(db, table, uuid, active, actor, version),
  };
}
