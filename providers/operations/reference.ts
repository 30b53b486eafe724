import type { DeleteParams, GetListParams, GetOneParams } from 'react-admin';
import { ResponseCode } from '../../contract/responseCodes';
import { WHOLE_LIST_MAX_ROWS } from '../../contract/limits';
import { ResponseCodeError } from '../responses';
import {
  pageOfList,
  institutionPageVariables,
  parseAppPage,
  parseIdPage,
  parseIdRecord,
  parseList,
  parsePage,
  parseRecord,
  toAppInput,
  toPageParam,
} from './paging';
import { listFilters, type FilterMapping } from './paging';
import { envelopeDocument, envelopeOperation, select, type Variables } from './documents';
import type { OperationMapping, ResourceOperations } from './types';
import type { GraphqlService } from '../../contract/services';

/**
 * Builds a reference list's row of the operation table (getList, getOne, create, update, delete) from
 * operation names, variable names and a field list, so each list is a few lines of configuration.
 * Every list is paged by the server: a Spring page (`pageParam`, or the spec's own spelling such as
 * `pageparam`) or an app page (`input`).
 */
export interface ReferenceResourceSpec {
  /** The service that answers the list's operations. */
  service: GraphqlService;
  /** The GraphQL fields of one record, e.g. 'uuid name description active createdAt'. */
  fields: string;
  list: {
    operation: string;
    /**
     * 'page' (default): data is a Spring page; 'appPage': data is {rows, totalRecords}; 'whole': the
     * envelope's dataList holds every record (a short list, a tenderer's own rows), shown a page at a
     * time.
     */
    kind?: 'page' | 'appPage' | 'whole';
    /** The page variable's name as the spec spells it (default pageParam; allBusinessLines: pageparam). */
    pageParamVariable?: string;
    /** Send `deleted: false` (lists whose operation takes the deleted flag). */
    withDeletedFlag?: boolean;
    /** How react-admin filters become server filters (default: q searches, active is EQ). */
    filters?: FilterMapping;
    /** Variables besides the page that every call carries (e.g. a parent's uuid), with their types. */
    extra?: { variables: Variables; send(params: GetListParams): Record<string, unknown> };
  };
  /** The find-by-uuid operation; 'list' where the spec has none: the list filtered by the uuid. */
  find?: string;
  /** [createUpdate operation, its input variable, the GraphQL input type]. */
  save?: { operation: string; variable: string; inputType: string };
  delete?: string;
  /** The fields a save sends; the record's uuid is added for updates. */
  inputFields: string[];
  /** Fields whose value is worked out from the form value (the others are sent as the form holds them). */
  toInput?: (data: Record<string, unknown>) => Record<string, unknown>;
}

const uuidFilter = { fieldName: 'uuid', operation: 'EQ' } as const;

/** q searches what the list shows; active and the list's own filters named after it are EQ. */
export const searchFilters = (...exactFields: string[]): FilterMapping =>
  listFilters('active', ...exactFields);

export const defaultReferenceFilters: FilterMapping = searchFilters();

/**
 * The version an update or delete was based on: the form's (which a conflict's "overwrite" moves on to
 * the server's), else the record read before. The server refuses a stale one (decision 103).
 */
export const versionOf = (params: { data?: unknown; previousData?: unknown }): number | null => {
  const read = (record: unknown) => (record as { version?: unknown } | undefined)?.version;
  const version = read(params.data) ?? read(params.previousData);
  return typeof version === 'number' ? version : null;
};

/**
 * The save input: the listed fields of the form value, '' as null, plus the uuid and the version the
 * edit was based on when updating.
 */
export function toReferenceInput(
  spec: Pick<ReferenceResourceSpec, 'inputFields' | 'toInput'>,
  data: Record<string, unknown>,
  uuid?: unknown,
): Record<string, unknown> {
  const derived = spec.toInput?.(data) ?? {};
  const valueOf = (field: string) => (field in derived ? derived[field] : data[field]);
  const picked = Object.fromEntries(
    spec.inputFields
      .filter((field) => valueOf(field) !== undefined)
      .map((field) => [field, valueOf(field) === '' ? null : valueOf(field)]),
  );
  if (uuid == null) return { uuid: null, ...picked };
  return { uuid: String(uuid), ...picked, version: versionOf({ data }) };
}

function listMapping(spec: ReferenceResourceSpec): OperationMapping<GetListParams> {
  const { operation, kind = 'page', withDeletedFlag = false } = spec.list;
  // Every list can be filtered by uuid: a record is read through its list where no find exists.
  const filters = { uuid: uuidFilter, ...(spec.list.filters ?? defaultReferenceFilters) };
  const extra = (params: GetListParams) => spec.list.extra?.send(params);
  const extraVariables = spec.list.extra?.variables ?? {};
  const deleted = withDeletedFlag ? { deleted: false } : {};
  if (kind === 'whole') {
    return envelopeOperation({
      operation,
      variables: { ...(withDeletedFlag ? { deleted: 'Boolean' } : {}), ...extraVariables },
      selection: select.list(spec.fields),
      send: (params) => ({ ...deleted, ...extra(params) }),
      parse: (result, params) => pageOfList(parseList(operation)(result).data, params),
    });
  }
  if (kind === 'appPage') {
    return envelopeOperation({
      operation,
      variables: { input: 'AppPageInput', ...extraVariables },
      selection: select.appPage(spec.fields),
      send: (params) => ({ input: toAppInput(params, filters), ...extra(params) }),
      parse: parseAppPage(operation),
    });
  }
  const pageVariable = spec.list.pageParamVariable ?? 'pageParam';
  return envelopeOperation({
    operation,
    variables: {
      ...(withDeletedFlag ? { deleted: 'Boolean' } : {}),
      [pageVariable]: 'PageableParamInput',
      ...extraVariables,
    },
    selection: select.page(spec.fields),
    send: (params) => ({
      ...(withDeletedFlag ? { deleted: false } : {}),
      [pageVariable]: toPageParam(params, filters),
      ...extra(params),
    }),
    parse: parsePage(operation),
  });
}

/**
 * An operation taking the record's key alone, react-admin's id (`find…(uuid)`, `delete…(uuid)`,
 * `departmentById(id)`), and answering the envelope; `parse` keeps the record's own id.
 */
const byKey =
  (key: 'uuid' | 'id', parse: typeof parseRecord) =>
  (kind: 'query' | 'mutation', operation: string, fields: string) => ({
    ...envelopeOperation<{ id: unknown }>({
      operation,
      mutation: kind === 'mutation',
      variables: { [key]: key === 'uuid' ? 'String!' : 'ID!' },
      selection: select.record(fields),
      send: (params) => ({ [key]: String(params.id) }),
      parse: parse(operation),
    }),
    recordKey: key,
  });

/** An operation taking the record's uuid (`find…(uuid)`, `delete…(uuid)`) and answering the envelope. */
export const byUuid = byKey('uuid', parseRecord);

/** `delete…(uuid, version)`: refused if the record changed after it was read (decision 103). */
export const deleteByUuid = (operation: string, fields: string) =>
  envelopeOperation<DeleteParams>({
    operation,
    mutation: true,
    variables: { uuid: 'String!', version: 'Int' },
    selection: select.record(fields),
    send: (params) => ({ uuid: String(params.id), version: versionOf(params) }),
    parse: parseRecord(operation),
  });

/** The same for records named by their numeric id (`departmentById(id)`), kept as react-admin's id. */
export const byId = byKey('id', parseIdRecord);

/** A Spring page of an institution's records (uaa): platform administrators may pick the institution. */
export const institutionPage = (operation: string, fields: string) =>
  envelopeOperation<GetListParams>({
    operation,
    variables: { pageParam: 'PageableParamInput', institutionUuid: 'String' },
    selection: select.page(fields),
    send: institutionPageVariables,
    parse: parseIdPage(operation),
  });

/** One record read through its list, filtered by its uuid (lists the spec gives no find operation). */
function findInList(list: OperationMapping<GetListParams>): OperationMapping<GetOneParams> {
  // A paged list is asked for the one row with the uuid; a whole list answers every row, all parsed.
  const byItsUuid = (params: GetOneParams, perPage: number): GetListParams => ({
    pagination: { page: 1, perPage },
    filter: { uuid: String(params.id) },
  });
  return {
    ...list,
    variables: (params) => list.variables(byItsUuid(params, 1)),
    parse: (result, params) => {
      const rows = list.parse(result, byItsUuid(params, WHOLE_LIST_MAX_ROWS)).data as {
        id: unknown;
      }[];
      const record = rows.find((row) => String(row.id) === String(params.id));
      if (!record) throw new ResponseCodeError(ResponseCode.NOT_FOUND, 'Record not found');
      return { data: record };
    },
  };
}

export function referenceOperations(spec: ReferenceResourceSpec): ResourceOperations {
  const getList = listMapping(spec);
  const operations: ResourceOperations = { service: spec.service, getList };
  if (spec.find === 'list') operations.getOne = findInList(getList);
  else if (spec.find) operations.getOne = byUuid('query', spec.find, spec.fields);
  if (spec.save) {
    const { operation, variable, inputType } = spec.save;
    const save = {
      operation,
      document: envelopeDocument(
        'mutation',
        operation,
        { [variable]: `${inputType}!` },
        select.record(spec.fields),
      ),
      parse: parseRecord(operation),
    };
    operations.create = {
      ...save,
      variables: (params) => ({ [variable]: toReferenceInput(spec, params.data) }),
    };
    operations.update = {
      ...save,
      variables: (params) => ({ [variable]: toReferenceInput(spec, params.data, params.id) }),
    };
  }
  if (spec.delete) {
    operations.delete = deleteByUuid(spec.delete, spec.fields);
  }
  return operations;
}

/** The audit fields every reference list reads (who changed it last and when: a conflict says so). */
const audit = 'active createdAt updatedAt updatedBy version';

/**
 * A uaa/general reference list: read by `<list>(deleted, pageParam)`, each record by
 * find<Type>ByUuid (the form loads it before editing), saved by createUpdate<Type> (or `save`) and
 * deleted by delete<Type>ByUuid. Fields ending in Name or holding a sub-selection are read only.
 */
export function generalReferenceOperations(options: {
  list: string;
  type: string;
  variable: string;
  fields: string[];
  save?: string;
  filters?: FilterMapping;
  pageParamVariable?: string;
}): ResourceOperations {
  const { type, fields } = options;
  return referenceOperations({
    service: 'uaa',
    fields: `uuid ${fields.join(' ')} ${audit}`,
    list: {
      operation: options.list,
      withDeletedFlag: true,
      filters: options.filters,
      pageParamVariable: options.pageParamVariable,
    },
    find: `find${type}ByUuid`,
    save: {
      operation: options.save ?? `createUpdate${type}`,
      variable: options.variable,
      inputType: `${type}Input`,
    },
    delete: `delete${type}ByUuid`,
    inputFields: [...fields.filter((f) => !f.includes('Name') && !f.includes('{')), 'active'],
  });
}

/**
 * A procurement reference list of the app service (a server module declared with
 * server/reference-kit/appLists.ts): whole lists are read a page at a time (given a pageParam they
 * answer a page); the spec's app-envelope lists (kind appPage) are read with input.
 */
export function appReferenceOperations(options: {
  list: string;
  kind?: 'page' | 'appPage';
  type: string;
  variable: string;
  find: string;
  remove: string;
  fields: string;
  inputFields: string[];
  filters?: FilterMapping;
  save?: string;
  /** false: the record has no Active switch of its own (specification settings use status). */
  activation?: boolean;
}): ResourceOperations {
  return referenceOperations({
    service: 'app',
    fields: `uuid ${options.fields} ${audit}`,
    list: {
      operation: options.list,
      kind: options.kind,
      withDeletedFlag: options.kind !== 'appPage',
      filters: options.filters,
    },
    find: options.find,
    save: {
      operation: options.save ?? `createUpdate${options.type}`,
      variable: options.variable,
      inputType: `${options.type}Input`,
    },
    delete: options.remove,
    inputFields:
      options.activation === false ? options.inputFields : [...options.inputFields, 'active'],
  });
}

/**
 * A section of a tenderer's own registration: the spec's whole-list read of the caller's rows (no
 * tenderer uuid: the server takes the caller's), find<Type>ByUuid, createUpdate<Type>(<variable>)
 * and delete<Type>, each limited by the server to the caller's company.
 */
export function tendererSectionOperations(options: {
  service: GraphqlService;
  list: string;
  type: string;
  variable: string;
  fields: string[];
  /** Read-only fields (a person's name beside its uuid) are left out of the save. */
  readOnlyFields?: string[];
}): ResourceOperations {
  const { type, fields, readOnlyFields = [] } = options;
  return referenceOperations({
    service: options.service,
    fields: `uuid ${[...fields, ...readOnlyFields].join(' ')} updatedAt updatedBy version`,
    list: { operation: options.list, kind: 'whole', withDeletedFlag: true },
    find: `find${type}ByUuid`,
    save: {
      operation: `createUpdate${type}`,
      variable: options.variable,
      inputType: `${type}Input`,
    },
    delete: `delete${type}`,
    inputFields: fields,
  });
}
