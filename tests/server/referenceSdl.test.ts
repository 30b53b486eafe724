import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  printType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { completeSharedFields } from '../../server/graphql/envelope';
import { defaultWording, referenceSdl } from '../../server/reference-kit/sdl';

/**
 * The reference kit's SDL generator: from an entity's own fields, input fields and operation names it
 * writes the standard types and the operation lines the kit's resolvers answer.
 */
const common = fs.readFileSync(
  path.resolve(__dirname, '../../server/graphql/common.graphql'),
  'utf8',
);

const sdl = referenceSdl({
  typeName: 'BidSecurityType',
  doc: 'A form of bid security.',
  fields: `
    name: String!
    "Whether a bank must issue it."
    isBankIssued: Boolean!`,
  inputFields: `
    name: String!
    isBankIssued: Boolean`,
  operations: {
    list: [
      ['getBidSecurityTypes', 'all'],
      ['getBidSecurityTypePage', 'appPage'],
    ],
    find: 'findBidSecurityTypeByUuid',
    save: ['createUpdateBidSecurityType', 'bidSecurityType'],
    delete: 'deleteBidSecurityType',
    setActive: 'activateBidSecurityType',
  },
  docs: { getBidSecurityTypes: 'Every live bid security type by name.' },
});
// Built as a service's schema is: the shared interfaces' fields completed (server/graphql/envelope.ts).
const schema: GraphQLSchema = buildSchema(
  [common, sdl, completeSharedFields('app', [sdl])].join('\n'),
);

/** An operation as `name(arg: Type = default, ...): Result` and its doc string. */
const signature = (field: GraphQLField<unknown, unknown>) => {
  const args = field.args.map(
    (arg) =>
      `${arg.name}: ${String(arg.type)}${arg.defaultValue === undefined ? '' : ` = ${String(arg.defaultValue)}`}`,
  );
  return `${field.name}(${args.join(', ')}): ${String(field.type)}`;
};
const operations = (root: GraphQLObjectType | null | undefined) =>
  Object.values(root?.getFields() ?? {})
    .filter((field) => field.name !== 'serviceHealth')
    .map((field) => [signature(field), field.description]);

describe('referenceSdl', () => {
  it('writes the type with the audit fields before the entity’s own', () => {
    expect(printType(schema.getType('BidSecurityType')!)).toBe(`"""A form of bid security."""
type BidSecurityType {
  id: ID!
  uuid: String!
  active: Boolean!
  deleted: Boolean!
  createdAt: DateTime!
  createdBy: String
  updatedAt: DateTime
  updatedBy: String

  """
  How many times the record has been changed; a save or delete sends the one it was based on.
  """
  version: Int!
  name: String!

  """Whether a bank must issue it."""
  isBankIssued: Boolean!
}`);
  });

  it('writes the Spring page, the app page and the three responses', () => {
    const printed = ['Page', 'ListResponse', 'AppPage', 'AppPageResponse', 'Response'].map(
      (suffix) => printType(schema.getType(`BidSecurityType${suffix}`)!),
    );
    expect(printed).toEqual([
      `type BidSecurityTypePage implements SpringPage {
  content: [BidSecurityType!]!
  number: Int!
  numberOfElements: Int!
  size: Int!
  totalElements: Int!
  totalPages: Int!
}`,
      `type BidSecurityTypeListResponse implements Response {
  data: BidSecurityTypePage
  dataList: [BidSecurityType!]
  code: Int!
  message: String!
  status: Boolean!
}`,
      `type BidSecurityTypeAppPage implements AppPage {
  rows: [BidSecurityType!]!
  currentPage: Int!
  hasNext: Boolean!
  first: Boolean!
  hasPrevious: Boolean!
  totalRecords: Int!
  totalPages: Int!
  metaData: [FieldMetaData!]!
}`,
      `type BidSecurityTypeAppPageResponse implements Response {
  data: BidSecurityTypeAppPage
  code: Int!
  message: String!
  status: Boolean!
  dataList: [BidSecurityTypeAppPage!]
}`,
      `type BidSecurityTypeResponse implements Response {
  data: BidSecurityType
  dataList: [BidSecurityType!]
  code: Int!
  message: String!
  status: Boolean!
}`,
    ]);
  });

  it('writes the input: uuid, the entity’s input fields, active, version', () => {
    expect(printType(schema.getType('BidSecurityTypeInput')!)).toBe(`"""
${defaultWording.input}
"""
input BidSecurityTypeInput {
  uuid: String
  name: String!
  isBankIssued: Boolean
  active: Boolean
  version: Int
}`);
  });

  it('writes each operation the kit resolves, with its arguments, defaults and doc', () => {
    expect(operations(schema.getQueryType())).toEqual([
      [
        'getBidSecurityTypes(deleted: Boolean = false, pageParam: PageableParamInput): BidSecurityTypeListResponse!',
        'Every live bid security type by name.',
      ],
      [
        'getBidSecurityTypePage(input: AppPageInput, withMetaData: Boolean): BidSecurityTypeAppPageResponse!',
        'Bid security types in the app envelope (data.rows).',
      ],
      [
        'findBidSecurityTypeByUuid(uuid: String!): BidSecurityTypeResponse!',
        'One live bid security type by uuid.',
      ],
    ]);
    expect(operations(schema.getMutationType())).toEqual([
      [
        'createUpdateBidSecurityType(bidSecurityType: BidSecurityTypeInput!): BidSecurityTypeResponse!',
        'Creates a bid security type (no uuid) or updates the live one with its uuid.',
      ],
      [
        'deleteBidSecurityType(uuid: String!, version: Int): BidSecurityTypeResponse!',
        'Soft-deletes a bid security type: it leaves every list; its name is free again.',
      ],
      [
        'activateBidSecurityType(uuid: String!, active: Boolean!, version: Int): BidSecurityTypeResponse!',
        'Activates or deactivates a bid security type.',
      ],
    ]);
  });

  it('leaves out what no operation answers, and names a page argument as the spec spells it', () => {
    const minimal = buildSchema(
      `${common}\n${referenceSdl({
        typeName: 'Country',
        doc: 'A country.',
        fields: 'name: String!',
        operations: { list: ['getAllCountries', 'page', 'pageparam'] },
      })}`,
    );
    expect(minimal.getType('CountryInput')).toBeUndefined();
    expect(minimal.getType('CountryAppPage')).toBeUndefined();
    expect(minimal.getType('CountryResponse')).toBeDefined();
    expect(operations(minimal.getQueryType())[0][0]).toBe(
      'getAllCountries(deleted: Boolean = false, pageparam: PageableParamInput): CountryListResponse!',
    );
  });

  it("without inputFields, saves the type's own fields without their doc strings", () => {
    const saved = buildSchema(
      `${common}\n${referenceSdl({
        typeName: 'Country',
        doc: 'A country.',
        fields: `
          name: String!
          "ISO 3166-1 alpha-2."
          isoCode: String`,
        operations: { save: ['createUpdateCountry', 'country'] },
      })}`,
    );
    expect(printType(saved.getType('CountryInput')!)).toBe(
      `"""\n${defaultWording.input}\n"""\ninput CountryInput {\n  uuid: String\n  name: String!\n  isoCode: String\n  active: Boolean\n  version: Int\n}`,
    );
  });
});
