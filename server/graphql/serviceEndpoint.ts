import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule, parse } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { graphqlPath, type GraphqlService } from '../../contract/services';
import type { Config } from '../config';
import { currentLogger } from '../correlation';
import type { RequestContext } from '../requestContext';
import { compiledExecutionPlugins } from './compiledExecution';
import { commonTypeDefs } from './envelope';
import { errorMaskingPlugin, maskUnexpected } from './errorMasking';
import { operationReportPlugin } from './operationReport';
import { oddInputPlugin } from './oddInput';
import { queryCostPlugin } from './queryCost';
import { DateTime } from './scalars';

// The shared interfaces are only ever answered as their object types.
const sharedInterfaceResolvers = Object.fromEntries(
  ['Response', 'AppPage', 'SpringPage'].map((name) => [name, { __resolveType: () => null }]),
);

// Production hides the schema: no introspection, and no suggestions (errorMaskingPlugin).
const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/** A service's schema with its resolvers: what its endpoint serves (and a restore runs a save on). */
export function executableSchema(typeDefs: string[], resolvers: Record<string, object>) {
  return createSchema<RequestContext>({
    // Parsed without locations: the schema would otherwise keep every token of its SDL (20,000
    // tokens and their locations, some 5 MB of the idle process; decision 161).
    typeDefs: [commonTypeDefs, ...typeDefs].map((sdl) => parse(sdl, { noLocation: true })),
    resolvers: [{ DateTime, ...sharedInterfaceResolvers }, resolvers as never],
  });
}

/** One GraphQL endpoint, `/{product}-{service}/graphql`, with the request limits every service shares. */
export function createServiceEndpoint(
  config: Config,
  service: GraphqlService,
  typeDefs: string[],
  resolvers: Record<string, object>,
) {
  return createYoga<RequestContext>({
    graphqlEndpoint: graphqlPath(config.product, service),
    schema: executableSchema(typeDefs, resolvers),
    // Unexpected errors reach clients as "Unexpected error." only; details stay in the server log.
    maskedErrors: { maskError: maskUnexpected },
    graphiql: !config.isProduction,
    landingPage: false,
    // Yoga's own lines go to the server's logger (JSON, with the request id).
    logging: {
      debug: (...args: unknown[]) => currentLogger().debug(args.map(String).join(' ')),
      info: (...args: unknown[]) => currentLogger().info(args.map(String).join(' ')),
      warn: (...args: unknown[]) => currentLogger().warn(args.map(String).join(' ')),
      error: (...args: unknown[]) => currentLogger().error(args.map(String).join(' ')),
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 8 },
        maxAliases: { n: 10 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
        // Armor's only catches field suggestions: errorMaskingPlugin removes every kind.
        blockFieldSuggestion: { enabled: false },
      }),
      ...compiledExecutionPlugins(),
      queryCostPlugin,
      operationReportPlugin,
      // After the report (which names the operation) and graphql-js's coercion of the variables.
      oddInputPlugin,
      errorMaskingPlugin(config.isProduction),
      ...(config.isProduction ? [noIntrospection] : []),
    ],
  });
}
