import {
  BREAK,
  getNullableType,
  getOperationAST,
  GraphQLError,
  isObjectType,
  Kind,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';
import type { Plugin } from 'graphql-yoga';
import { ResponseCode } from '../../contract/responseCodes';
import { FORBIDDEN_CHARACTER_TEXT, holdsForbiddenCharacter } from '../http/textInput';
import { failure } from './result';

/**
 * The GraphQL edge of the one check for characters no text column holds (server/http/textInput.ts):
 * an operation whose variables, or the string literals of whose document, hold a NUL or a lone
 * surrogate runs nothing. It runs as an onExecute (and onSubscribe) hook, so every lane a request
 * takes is covered: Yoga's own, the direct lane (directLane.ts) and compiled execution alike.
 *
 * Each root field answers the envelope of any refused input, 9001, with what the document selected
 * of it; a document selecting something that is not an envelope (serviceHealth, a subscription)
 * answers one GraphQL error with code 9001 instead, with HTTP 400.
 */
export const oddInputPlugin: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (holdsOddText(args)) setResultAndStopExecution(refusal(args));
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (holdsOddText(args)) setResultAndStopExecution(refusedWhole());
  },
};

const MESSAGE = `A value holds ${FORBIDDEN_CHARACTER_TEXT}`;

const holdsOddText = (args: ExecutionArgs): boolean =>
  literalsHoldOddText(args.document) || holdsForbiddenCharacter(args.variableValues);

/** Documents are parsed once and kept (Yoga's parser cache): each is read once too. */
const literalsRead = new WeakMap<DocumentNode, boolean>();

function literalsHoldOddText(document: DocumentNode): boolean {
  let found = literalsRead.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (!holdsForbiddenCharacter(node.value)) return undefined;
        found = true;
        return BREAK;
      },
    });
    literalsRead.set(document, found);
  }
  return found;
}

const refusedWhole = (): ExecutionResult => ({
  errors: [
    new GraphQLError(MESSAGE, {
      extensions: { code: ResponseCode.INVALID_INPUT, http: { status: 400 } },
    }),
  ],
});

/** Every root field's envelope of 9001, as the document selected it; or refusedWhole(). */
function refusal(args: ExecutionArgs): ExecutionResult {
  const { schema, document } = args;
  const operation = getOperationAST(document, args.operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return refusedWhole();
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  const envelope: Record<string, unknown> = { ...failure(ResponseCode.INVALID_INPUT, MESSAGE) };
  const data: Record<string, unknown> = {};
  try {
    for (const [key, nodes] of collectFields(
      schema,
      fragments,
      variables,
      root,
      operation.selectionSet,
    )) {
      const name = nodes[0].name.value;
      if (name === '__typename') {
        data[key] = root.name;
        continue;
      }
      const type = getNullableType(root.getFields()[name]?.type);
      if (!isObjectType(type) || !type.getInterfaces().some((face) => face.name === 'Response')) {
        return refusedWhole();
      }
      const answer: Record<string, unknown> = {};
      for (const [subKey, subNodes] of collectSubfields(
        schema,
        fragments,
        variables,
        type,
        nodes,
      )) {
        const field = subNodes[0].name.value;
        answer[subKey] =
          field === '__typename'
            ? type.name
            : Object.hasOwn(envelope, field)
              ? envelope[field]
              : null;
      }
      data[key] = answer;
    }
  } catch {
    return refusedWhole(); // a directive's argument that cannot be read: nothing to project onto
  }
  return { data };
}
