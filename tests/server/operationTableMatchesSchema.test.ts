import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getVariableValues,
  parse,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationDocument, operationNameOf } from '../../providers/graphqlDocuments';
import { serviceOfOperation } from '../support/operationServices';
import { customMethods } from '../../src/composition/customMethods';
import type { CustomMethod } from '../../providers/operations/types';
import { graphqlServices, type GraphqlService } from '../../contract/services';
import { operationTable } from '../../src/composition/operationTable';
import type { OperationMapping } from '../../providers/operations/types';
import { readTypeDefs } from '../../server/serviceModules';

/**
 * The browser's operation table against the server's SDL: every document the browser sends must be
 * valid for its service's schema, and a save must send only fields its input type defines (an extra
 * `active` made four lists answer HTTP 400) and every field it requires. A resource whose screens
 * edit a record must be able to read one (getOne), or Edit shows "Element does not exist".
 */
const common = fs.readFileSync(
  path.resolve(__dirname, '../../server/graphql/common.graphql'),
  'utf8',
);

/**
 * A service's schema from its SDL files, built strictly: a type defined twice (which the server's
 * merge would silently combine) fails here.
 */
const schemaOf = async (service: GraphqlService): Promise<GraphQLSchema> =>
  buildSchema([common, ...(await readTypeDefs(service))].join('\n'));

const schemas = Object.fromEntries(
  await Promise.all(graphqlServices.map(async (s) => [s, await schemaOf(s)] as const)),
) as Record<GraphqlService, GraphQLSchema>;

/**
 * A form value holding every field a screen may send: any key reads as a text, `active` as true and
 * `items` (a plan's planned procurements) as no rows.
 */
const sample: Record<string, unknown> = { active: true, items: [] };
const everyField = new Proxy(sample, {
  get: (target, key) => (typeof key !== 'string' ? undefined : key in target ? target[key] : 'x'),
  has: () => true,
});

/** Variable errors about field names (unknown or missing), not about the dummy values' types. */
const fieldNameErrors = (mapping: OperationMapping<never>, params: unknown) => {
  const schema = schemas[serviceOfOperation(mapping.operation)];
  const definition = parse(mapping.document).definitions[0] as OperationDefinitionNode;
  const variables = mapping.variables(params as never);
  const result = getVariableValues(schema, definition.variableDefinitions ?? [], variables);
  return (result.errors ?? [])
    .map((error) => error.message)
    .filter((message) => /is not defined by type|was not provided/.test(message));
};

/** The parser's own reading of a document's one operation, cut to what the browser reads of it. */
function headOf(text: string) {
  const [definition, ...others] = parse(text).definitions as OperationDefinitionNode[];
  expect(others).toEqual([]);
  return {
    kind: 'Document',
    definitions: [
      {
        kind: definition.kind,
        operation: definition.operation,
        name: { kind: 'Name', value: definition.name?.value },
        selectionSet: { kind: 'SelectionSet', selections: [] },
      },
    ],
  };
}

const rows = Object.entries(operationTable).flatMap(([resource, { service, ...verbs }]) =>
  Object.entries(verbs).map(([verb, mapping]) => ({
    resource,
    verb,
    mapping: mapping as OperationMapping<never>,
  })),
);

const methods = Object.entries(customMethods as Record<string, CustomMethod<never, unknown>>);

describe('the operation table matches the server schema', () => {
  it.each(rows.map((row) => [`${row.resource} ${row.verb}`, row] as const))(
    '%s: its document is valid for the service of its operation',
    (_name, { mapping }) => {
      const schema = schemas[serviceOfOperation(mapping.operation)];
      expect(validate(schema, parse(mapping.document)).map((error) => error.message)).toEqual([]);
      // The browser reads the operation's kind and name from the text's head (graphqlDocuments.ts).
      expect(operationDocument(mapping.document)).toEqual(headOf(mapping.document));
      expect(operationNameOf(mapping.document)).toBe(mapping.operation);
    },
  );

  const saves = rows.filter((row) => row.verb === 'create' || row.verb === 'update');
  it.each(saves.map((row) => [`${row.resource} ${row.verb}`, row] as const))(
    '%s: a full form sends only fields the input type defines',
    (_name, { mapping }) => {
      const params = {
        id: '00000000-0000-4000-8000-000000000000',
        data: everyField,
        previousData: {},
      };
      expect(fieldNameErrors(mapping, params)).toEqual([]);
    },
  );

  it('every resource with an update can read the record its form edits', () => {
    const withoutRead = Object.entries(operationTable)
      .filter(([, verbs]) => verbs.update && !verbs.getOne)
      .map(([resource]) => resource);
    // Read from their list row instead (no find operation in the spec): needs and lots.
    expect(withoutRead.sort()).toEqual(['departmental-needs', 'tender-lots']);
  });

  it.each(methods)('custom method %s: its document is valid for its service', (_name, method) => {
    expect(validate(schemas[method.service], parse(method.document)).map((e) => e.message)).toEqual(
      [],
    );
    expect(operationDocument(method.document)).toEqual(headOf(method.document));
  });
});
