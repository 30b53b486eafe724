import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { currentRequest } from '../correlation';

/**
 * Names the request's GraphQL operation and its outcome for the request's log line and metrics: the
 * operation is the document's first root field (one the schema has, since only a valid document
 * runs), the outcome the envelope's response code, or `errors` when GraphQL answered errors.
 */
export const operationReportPlugin: Plugin = {
  onExecute({ args }) {
    const info = currentRequest();
    if (!info) return undefined;
    const operation = getOperationAST(args.document, args.operationName);
    const root =
      operation?.operation === 'mutation'
        ? args.schema.getMutationType()
        : operation?.operation === 'query'
          ? args.schema.getQueryType()
          : undefined;
    const first = operation?.selectionSet.selections[0];
    const field = first?.kind === Kind.FIELD ? first : undefined;
    info.operation = field && root?.getFields()[field.name.value] ? field.name.value : 'unknown';
    return {
      onExecuteDone({ result }) {
        if (!('data' in result) && !('errors' in result)) return;
        if (result.errors?.length) {
          info.code = 'errors';
          return;
        }
        const answer = field && result.data?.[field.alias?.value ?? field.name.value];
        const code = (answer as { code?: unknown } | null | undefined)?.code;
        info.code = typeof code === 'number' ? String(code) : 'ok';
      },
    };
  },
};
