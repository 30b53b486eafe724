import { getOperationAST, type ExecutionResult } from 'graphql';
import { processRegularResult, type YogaServerInstance } from 'graphql-yoga';
import type { RequestContext } from '../requestContext';
import { cleanErrors } from './errorMasking';

/**
 * The common GraphQL request without graphql-yoga's HTTP layer: a JSON POST of `{query, variables,
 * operationName}` wanting a plain JSON answer. It runs Yoga's own enveloped pipeline, the very steps
 * Yoga's handleParams runs (its parser and validation caches, every validation rule, the context
 * plugins, execution with every onExecute plugin: the query cost limit, the operation report, Yoga's
 * error masking), then answers as Yoga's regular result processor after errorMaskingPlugin. What it
 * skips is the Fetch-API round trip: a Request built from the node request, Yoga's request parsers
 * and hooks, a Response turned back into a node answer (issue #17: about a quarter of the server's
 * busy time per list request).
 *
 * Anything else (GET, batches, extensions, a document that does not parse or validate, an Accept
 * header wanting a stream, a subscription) is refused with `undefined` BEFORE anything runs, and the
 * caller hands the request to Yoga as usual, so every answer but the plain one stays Yoga's own.
 */

export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The params of a plain GraphQL POST; anything else is Yoga's to check and answer. */
export function plainParams(
  body: unknown,
): { query: string; variables?: Record<string, unknown>; operationName?: string } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, variables, operationName, ...rest } = body as Record<string, unknown>;
  if (Object.values(rest).some((value) => value != null)) return undefined;
  if (typeof query !== 'string') return undefined;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return undefined;
  }
  if (operationName != null && typeof operationName !== 'string') return undefined;
  return {
    query,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  };
}

const REGULAR = ['application/graphql-response+json', 'application/json'];
const STREAMS = ['text/event-stream', 'multipart/mixed'];

const matches = (asked: string, processorType: string) => {
  const [askedPre, askedSuf] = asked.split('/');
  const [pre, suf] = processorType.split('/');
  return (askedPre === '*' || askedPre === pre) && (askedSuf === '*' || askedSuf === suf);
};

/**
 * The media type Yoga's result processors settle on for this Accept header and a single result
 * (graphql-yoga useResultProcessors: every asked type against every processor, the last match
 * wins): a regular JSON type, or undefined when a stream processor or none would answer.
 */
export function regularMediaType(accept: string | undefined): string | undefined {
  const asked: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset === 'charset=utf-8') asked.push(type);
  }
  asked.reverse();
  let chosen: string | undefined;
  for (const processor of [STREAMS, REGULAR]) {
    for (const type of asked) {
      for (const processorType of processor)
        if (matches(type, processorType)) chosen = processorType;
    }
  }
  return chosen && REGULAR.includes(chosen) ? chosen : undefined;
}

/** The lane for one endpoint; `run` answers undefined when the request is Yoga's to serve. */
export function createDirectLane(
  yoga: YogaServerInstance<RequestContext, object>,
  isProduction: boolean,
) {
  return async function run(
    context: RequestContext,
    params: NonNullable<ReturnType<typeof plainParams>>,
    mediaType: string,
  ): Promise<DirectAnswer | undefined> {
    const enveloped = yoga.getEnveloped({ ...context, params });
    // Armor's rules throw instead of reporting: anything refused before execution is Yoga's to
    // answer, and nothing has run yet.
    let document;
    let contextValue;
    try {
      document = enveloped.parse(params.query);
      if (enveloped.validate(enveloped.schema, document).length > 0) return undefined;
      const operation = getOperationAST(document, params.operationName);
      if (!operation || operation.operation === 'subscription') return undefined;
      contextValue = await enveloped.contextFactory();
    } catch {
      return undefined;
    }
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult;
    const headers = { 'content-type': `${mediaType}; charset=utf-8` };
    if (!result.errors?.length && !result.extensions) {
      return { status: 200, headers, body: JSON.stringify(result) };
    }
    // Rare (refused variables, the cost limit, a masked failure): Yoga's own processor decides.
    const response = processRegularResult(
      cleanErrors(result, isProduction),
      globalThis as never,
      mediaType as never,
    ) as Response;
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  };
}
