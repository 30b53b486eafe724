import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import {
  pageOfList,
  parseAppPage,
  parseList,
  parsePage,
  parseRecord,
  toAppInput,
  toPageParam,
} from './paging';
import type { FilterMapping } from './paging';
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
     * whole list in dataList (a tenderer's own rows), shown a page at a time.
     */
    kind?: 'page' | 'appPage' | 'whole';
    /** The page variable's name as the spec spells it (default pageParam; allBusinessLines: pageparam). */
    pageParamVariable?: string;
    /** Send `deleted: false` (lists whose operation takes the deleted flag). */
    withDeletedFlag?: boolean;
    /** How react-admin filters become server filters (default: q searches name, active is EQ). */
    filters?: FilterMapping;
    /** Variables every call carries (e.g. a parent's uuid). */
    extraVariables?: (params: GetListParams) => Record<string, unknown>;
  };
  find?: string;
  /** [createUpdate operation, its input variable, the GraphQL input type]. */
  save?: { operation: string; variable: string; inputType: string };
  delete?: string;
  /** The fields a save sends; the record's uuid is added for updates. */
  inputFields: string[];
  /** Converts a form value before sending (empty strings become null by default). */
  toInput?: (data: Record<string, unknown>) => Record<string, unknown>;
}

export const defaultReferenceFilters: FilterMapping = {
  q: { fieldName: 'name', operation: 'LIKE' },
  active: { fieldName: 'active', operation: 'EQ' },
};

const envelope = (fields: string) => `code message status data { ${fields} }`;

/** The save input: the listed fields of the form value, '' as null, plus the uuid when updating. */
export function toReferenceInput(
  spec: Pick<ReferenceResourceSpec, 'inputFields' | 'toInput'>,
  data: Record<string, unknown>,
  uuid?: unknown,
): Record<string, unknown> {
  const source = spec.toInput ? spec.toInput(data) : data;
  const picked = Object.fromEntries(
    spec.inputFields
      .filter((field) => source[field] !== undefined)
      .map((field) => [field, source[field] === '' ? null : source[field]]),
  );
  return { uuid: uuid == null ? null : String(uuid), ...picked };
}

function listMapping(spec: ReferenceResourceSpec): OperationMapping<GetListParams> {
  const { operation, kind = 'page', withDeletedFlag = false } = spec.list;
  const filters = spec.list.filters ?? defaultReferenceFilters;
  if (kind === 'whole') {
    return {
      operation,
      document: gql`
        query ${operation}($deleted: Boolean) {
          ${operation}(deleted: $deleted) { code message status dataList { ${spec.fields} } }
        }
      `,
      variables: (params) => ({ deleted: false, ...spec.list.extraVariables?.(params) }),
      parse: (result, params) =>
        pageOfList(parseList(operation)(result).data as { uuid: string }[], params),
    };
  }
  if (kind === 'appPage') {
    return {
      operation,
      document: gql`
        query ${operation}($input: AppPageInput) {
          ${operation}(input: $input) { code message status data { rows { ${spec.fields} } totalRecords } }
        }
      `,
      variables: (params) => ({
        input: toAppInput(params, filters),
        ...spec.list.extraVariables?.(params),
      }),
      parse: parseAppPage(operation),
    };
  }
  const pageVariable = spec.list.pageParamVariable ?? 'pageParam';
  const deletedDeclaration = withDeletedFlag ? '$deleted: Boolean, ' : '';
  const deletedArgument = withDeletedFlag ? 'deleted: $deleted, ' : '';
  return {
    operation,
    document: gql`
      query ${operation}(${deletedDeclaration}$${pageVariable}: PageableParamInput) {
        ${operation}(${deletedArgument}${pageVariable}: $${pageVariable}) {
          code message status data { content { ${spec.fields} } totalElements }
        }
      }
    `,
    variables: (params) => ({
      ...(withDeletedFlag ? { deleted: false } : {}),
      [pageVariable]: toPageParam(params, filters),
      ...spec.list.extraVariables?.(params),
    }),
    parse: parsePage(operation),
  };
}

/** An operation taking the record's uuid (`find…(uuid)`, `delete…(uuid)`) and answering the envelope. */
export const byUuid = (kind: 'query' | 'mutation', operation: string, fields: string) => ({
  operation,
  document: gql`
    ${kind} ${operation}($uuid: String!) { ${operation}(uuid: $uuid) { ${envelope(fields)} } }
  `,
  variables: (params: { id: unknown }) => ({ uuid: String(params.id) }),
  parse: parseRecord(operation),
});

export function referenceOperations(spec: ReferenceResourceSpec): ResourceOperations {
  const operations: ResourceOperations = { service: spec.service, getList: listMapping(spec) };
  if (spec.find) operations.getOne = byUuid('query', spec.find, spec.fields);
  if (spec.save) {
    const { operation, variable, inputType } = spec.save;
    const save = {
      operation,
      document: gql`
        mutation ${operation}($${variable}: ${inputType}!) {
          ${operation}(${variable}: $${variable}) { ${envelope(spec.fields)} }
        }
      `,
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
  if (spec.delete) operations.delete = byUuid('mutation', spec.delete, spec.fields);
  return operations;
}

/** The audit fields every reference list reads. */
const audit = 'active createdAt';

/** q searches this field (LIKE); active is EQ; extra adds a list's own filters. */
export const searchFilters = (fieldName: string, extra: FilterMapping = {}): FilterMapping => ({
  q: { fieldName, operation: 'LIKE' },
  active: { fieldName: 'active', operation: 'EQ' },
  ...extra,
});

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
 * A procurement reference list of the app service (server/app/procurementReference.graphql): whole
 * lists are read a page at a time (given a pageParam they answer a page); the spec's app-envelope
 * lists (kind appPage) are read with input.
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
    fields: `uuid ${[...fields, ...readOnlyFields].join(' ')}`,
    list: { operation: options.list, kind: 'whole' },
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
