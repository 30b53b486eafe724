import {
  GraphQLError,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { APP_MAX_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/validation';

/**
 * The cost of a document counted with its page sizes, which graphql-armor's cost limit cannot see:
 * a list field's selection costs as much as once per row it may return. A list's size is whatever
 * argument or paging input field names it (PageableParamInput.size, AppPageInput.pageSize, and the
 * usual limit/first), after variables and defaults; past its list's cap (the same caps the stores
 * enforce) it counts at the cap, since the store refuses it with 9001 and reads nothing.
 */
const pageSizeCaps: Record<string, number> = {
  size: MAX_PAGE_SIZE,
  limit: MAX_PAGE_SIZE,
  first: MAX_PAGE_SIZE,
  last: MAX_PAGE_SIZE,
  pageSize: APP_MAX_PAGE_SIZE,
};

/** At most one full app page (10,000 rows) per request, however it is split across aliases. */
export const MAX_ROWS_PER_REQUEST = APP_MAX_PAGE_SIZE;
/** Rows times selected fields: a full app page of 25 fields. */
export const MAX_QUERY_COST = APP_MAX_PAGE_SIZE * 25;

export const COST_LIMIT_CODE = 'QUERY_COST_EXCEEDED';

/** The rows one field may return: the page size in its arguments or its paging input, else 1. */
function pageSizeOf(args: Record<string, unknown>): number {
  let rows = 1;
  const consider = (name: string, value: unknown) => {
    if (typeof value === 'number' && Object.hasOwn(pageSizeCaps, name) && value > 0) {
      rows = Math.max(rows, Math.min(value, pageSizeCaps[name]));
    }
  };
  for (const [name, value] of Object.entries(args)) {
    consider(name, value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) consider(inner, innerValue);
    }
  }
  return rows;
}

export interface QueryCost {
  rows: number;
  cost: number;
}

export function measureQuery(
  schema: GraphQLSchema,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  parentType: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  multiplier: number,
  seen: Set<string> = new Set(),
): QueryCost {
  const total: QueryCost = { rows: 0, cost: 0 };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total.cost += multiplier;
      if (!isObjectType(parentType) || !selection.selectionSet) continue;
      const field = parentType.getFields()[selection.name.value];
      if (!field) continue;
      const rows = pageSizeOf(getArgumentValues(field, selection, variables));
      if (rows > 1) total.rows += multiplier * rows;
      const type = getNamedType(field.type);
      if (!isCompositeType(type)) continue;
      const inner = measureQuery(
        schema,
        fragments,
        variables,
        type,
        selection.selectionSet,
        multiplier * rows,
        seen,
      );
      total.rows += inner.rows;
      total.cost += inner.cost;
      continue;
    }
    const fragment =
      selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && seen.has(selection.name.value))) {
      continue;
    }
    const typeName = fragment.typeCondition?.name.value;
    const type = typeName ? schema.getType(typeName) : parentType;
    if (!type || !isCompositeType(type)) continue;
    const inner = measureQuery(
      schema,
      fragments,
      variables,
      type,
      fragment.selectionSet,
      multiplier,
      selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, selection.name.value]) : seen,
    );
    total.rows += inner.rows;
    total.cost += inner.cost;
  }
  return total;
}

/**
 * Refuses, before any resolver runs, a document that may return more than MAX_ROWS_PER_REQUEST rows
 * or cost more than MAX_QUERY_COST, with the code QUERY_COST_EXCEEDED (HTTP 400).
 */
export const queryCostPlugin: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (!operation) return;
    const coerced = getVariableValues(
      args.schema,
      operation.variableDefinitions ?? [],
      (args.variableValues ?? {}) as Record<string, unknown>,
    );
    // Variables the schema refuses are answered by execution itself.
    if (coerced.errors) return;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of args.document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments[definition.name.value] = definition;
    }
    const root = args.schema.getRootType(operation.operation);
    if (!root) return;
    const { rows, cost } = measureQuery(
      args.schema,
      fragments,
      coerced.coerced,
      root,
      operation.selectionSet,
      1,
    );
    if (rows <= MAX_ROWS_PER_REQUEST && cost <= MAX_QUERY_COST) return;
    setResultAndStopExecution({
      errors: [
        new GraphQLError(
          rows > MAX_ROWS_PER_REQUEST
            ? `The request asks for up to ${rows} rows; at most ${MAX_ROWS_PER_REQUEST} may be read at once`
            : `The request costs ${cost}; at most ${MAX_QUERY_COST} is allowed`,
          { extensions: { code: COST_LIMIT_CODE, http: { status: 400 } } },
        ),
      ],
    });
  },
};
