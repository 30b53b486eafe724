import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isNonNullType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { specOperations } from '../../contract/operations';
import { graphqlServices, type GraphqlService } from '../../contract/services';
import { serviceOfOperation } from '../support/operationServices';
import { readTypeDefs } from '../../server/serviceModules';

/**
 * The contract: every operation the spec names is served by its service, with the spec's argument
 * names, and any argument beyond them optional (a record's `version`, decision 103), so a client
 * written to the spec is served as before; and the browser sends each to that service.
 */
const common = fs.readFileSync(path.resolve('server/graphql/common.graphql'), 'utf8');
const schemas = Object.fromEntries(
  await Promise.all(
    graphqlServices.map(async (service) => [
      service,
      buildSchema([common, ...(await readTypeDefs(service))].join('\n')),
    ]),
  ),
) as Record<GraphqlService, GraphQLSchema>;

const rows = Object.entries(specOperations).flatMap(([service, operations]) =>
  Object.entries(operations).map(([name, args]) => ({
    service: service as GraphqlService,
    name,
    args: args as readonly string[],
  })),
);

const servedArguments = (service: GraphqlService, name: string) => {
  const schema = schemas[service];
  const field =
    schema.getQueryType()?.getFields()[name] ?? schema.getMutationType()?.getFields()[name];
  return field?.args;
};

describe('the spec operations (contract/operations.ts)', () => {
  it('lists the spec operations of every service', () => {
    expect(rows.length).toBeGreaterThan(160);
    expect(new Set(rows.map((row) => row.service))).toEqual(new Set(graphqlServices));
  });

  it.each(rows.map((row) => [`${row.service} ${row.name}`, row] as const))(
    '%s is served with the spec arguments',
    (_name, { service, name, args }) => {
      const served = servedArguments(service, name);
      expect(served?.filter((arg) => args.includes(arg.name)).map((arg) => arg.name)).toEqual(args);
      const required = served?.filter((arg) => !args.includes(arg.name) && isNonNullType(arg.type));
      expect(required?.map((arg) => arg.name)).toEqual([]);
    },
  );

  it('the browser sends each spec operation it uses to the service of the contract', () => {
    const misrouted = rows.flatMap(({ service, name }) => {
      try {
        return serviceOfOperation(name) === service ? [] : [name];
      } catch {
        return []; // Not sent by the browser (yet): served and checked above all the same.
      }
    });
    expect(misrouted).toEqual([]);
  });
});
