import { useGraphQlJit as graphqlJit } from '@envelop/graphql-jit';
import { getOperationAST, type ExecutionArgs } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import type { Plugin } from 'graphql-yoga';

/**
 * Execution of compiled documents (graphql-jit): each validated document is compiled once into plain
 * functions, kept beside Yoga's parsed document, instead of being walked field by field on every
 * request (executing a 25-row page was a tenth of a busy server's time, issue #17).
 *
 * Subscriptions are not compiled (below). graphql-jit's own variable parsing lets through what
 * graphql-js refuses (a number for a String! inside an input object, a missing required field), so
 * the variables are first checked by graphql-js's own coercion, with its own errors, exactly as
 * plain execution would answer them.
 */
export const compiledExecutionPlugins = (): [Plugin, ReturnType<typeof graphqlJit>] => [
  {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation?.variableDefinitions?.length) return;
      const coerced = getVariableValues(
        args.schema,
        operation.variableDefinitions,
        (args.variableValues ?? {}) as Record<string, unknown>,
        { maxErrors: 50 },
      );
      if (coerced.errors) setResultAndStopExecution({ errors: coerced.errors });
    },
  },
  // Subscriptions run on graphql-js: graphql-jit hands a subscription's resolver the request's
  // variables as its arguments (graphql-jit issue 183, envelop issue 2008), so a literal argument,
  // or a variable named otherwise, reached the resolver as nothing.
  graphqlJit({}, { enableIf: (args) => !isSubscription(args) }),
];

const isSubscription = (args: ExecutionArgs) =>
  getOperationAST(args.document, args.operationName)?.operation === 'subscription';
