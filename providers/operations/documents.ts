import type { OperationMapping } from './types';

/**
 * Every operation of the spec answers the same envelope ({code, message, status, data | dataList}) and
 * passes its variables under their own names, so one function writes every document the browser sends:
 * only the name, the variables' types and the selection differ.
 */

/** Variable name → GraphQL type, in the order the operation declares them: { uuid: 'String!' }. */
export type Variables = Record<string, string>;

/** What the envelope answers: one record, a Spring page, an app page, or a whole list (dataList). */
export const select = {
  record: (fields: string) => `data { ${fields} }`,
  page: (fields: string) => `data { content { ${fields} } totalElements }`,
  appPage: (fields: string) => `data { rows { ${fields} } totalRecords }`,
  list: (fields: string) => `dataList { ${fields} }`,
};

/** `query op($a: T) { op(a: $a) { code message status <selection> } }` (or a mutation). */
export function envelopeDocument(
  kind: 'query' | 'mutation',
  operation: string,
  variables: Variables,
  selection: string,
): string {
  const names = Object.keys(variables);
  const declared = names.map((name) => `$${name}: ${variables[name]}`).join(', ');
  const passed = names.map((name) => `${name}: $${name}`).join(', ');
  const call = names.length ? `${operation}(${passed})` : operation;
  const head = names.length ? `${kind} ${operation}(${declared})` : `${kind} ${operation}`;
  return `${head} { ${call} { code message status ${selection} } }`;
}

/** One react-admin verb answered by one operation: its document, variables and parse in one place. */
export function envelopeOperation<Params>(spec: {
  operation: string;
  mutation?: boolean;
  variables: Variables;
  selection: string;
  send: OperationMapping<Params>['variables'];
  parse: OperationMapping<Params>['parse'];
}): OperationMapping<Params> {
  const kind = spec.mutation ? 'mutation' : 'query';
  return {
    operation: spec.operation,
    document: envelopeDocument(kind, spec.operation, spec.variables, spec.selection),
    variables: spec.send,
    parse: spec.parse,
  };
}
