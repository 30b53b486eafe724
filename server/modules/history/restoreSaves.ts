import { sql } from 'drizzle-orm';
import {
  execute,
  getNamedType,
  isEnumType,
  isInputObjectType,
  parse,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';
import { ResponseCode, type ResponseCodeValue } from '../../../contract/responseCodes';
import { graphqlServices, type GraphqlService } from '../../../contract/services';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../graphql/operation';
import { executableSchema } from '../../graphql/serviceEndpoint';
import {
  registerRestorableSave,
  restorableSave,
  type RestorableSave,
} from '../../reference-kit/restorable';
import { loadModules, readResolvers, readTypeDefs } from '../../serviceModules';
import { foreignKeys } from './store';

/**
 * A restore runs the record's own save (decision 168): the mutation its edit screen sends, executed
 * against the service's schema in the restore's transaction, with an input made from the row as it
 * was. Each field of the save's input is read from the column of its name (`branchName` from
 * branch_name), a related record's `xUuid` from its `x_id` (the uuid of the row it names), `xId`
 * from `x_id`; `version` is the version the person read. Fields that are no column (a role's
 * permissions, a plan's items) are left out, or given as they are now by the save's `extra`.
 */

/**
 * Columns a restore never writes back, whatever the save's input takes: keys, the version and
 * stamps, the deletion (undone by its own action), and anything secret or derived from a secret.
 * The input sends their values of today.
 */
const neverRestored = new Set([
  'id',
  'uuid',
  'version',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'deleted',
]);
const secret = /(^|_)(password|hash|secret|token|otp|totp|recovery|passkey|credential)s?(_|$)/;

/** Never restored: the set above, secrets, and what the table's save names as kept. */
export const isNeverRestored = (save: RestorableSave, column: string) =>
  neverRestored.has(column) || secret.test(column) || (save.kept ?? []).includes(column);

let declared: Promise<void> | undefined;

/** The hand-written modules' declarations, registered once (the kit registers as it loads). */
function registerDeclared(): Promise<void> {
  declared ??= loadModules().then((modules) => {
    for (const module of modules) module.restorable?.forEach(registerRestorableSave);
  });
  return declared;
}

/** How the records of a table are restored, or undefined: every module's declarations read. */
export async function saveOf(table: string): Promise<RestorableSave | undefined> {
  await registerDeclared();
  return restorableSave(table);
}

const schemas = new Map<GraphqlService, Promise<GraphQLSchema>>();

/** A service's executable schema, made on the first restore of one of its records. */
function schemaOf(service: GraphqlService): Promise<GraphQLSchema> {
  let schema = schemas.get(service);
  if (!schema) {
    schema = Promise.all([readTypeDefs(service), readResolvers(service)]).then(
      ([typeDefs, resolvers]) => executableSchema(typeDefs, resolvers),
    );
    schemas.set(service, schema);
  }
  return schema;
}

async function serviceOf(save: RestorableSave): Promise<GraphqlService> {
  if (save.service) return save.service;
  for (const service of graphqlServices) {
    const mutations = (await readResolvers(service)).Mutation as
      Record<string, unknown> | undefined;
    if (mutations?.[save.mutation]) return service;
  }
  throw new Error(`${save.table}: no service serves ${save.mutation}`);
}

/** The save's mutation: its arguments and the fields of its input. */
async function mutationOf(save: RestorableSave) {
  const schema = await schemaOf(await serviceOf(save));
  const field = schema.getMutationType()?.getFields()[save.mutation];
  const input = field?.args.find((arg) => arg.name === save.inputArg);
  const type = input && getNamedType(input.type);
  if (!field || !type || !isInputObjectType(type)) {
    throw new Error(`${save.table}: ${save.mutation}(${save.inputArg}) is no save of an input`);
  }
  return { schema, args: field.args, fields: Object.values(type.getFields()) };
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Source = { column: string; kind: 'value' | 'uuidOf' };

/** The column an input field is read from, or undefined (no column: left out or `extra`'s). */
function sourceOf(
  save: RestorableSave,
  field: string,
  row: Record<string, unknown>,
): Source | undefined {
  const column = save.columns?.[field] ?? snake(field);
  if (column in row) return { column, kind: 'value' };
  const related = /^(.+)(Uuid|Id)$/.exec(field);
  if (related && `${snake(related[1])}_id` in row) {
    return { column: `${snake(related[1])}_id`, kind: related[2] === 'Uuid' ? 'uuidOf' : 'value' };
  }
  return undefined;
}

/** The columns a restore writes back: those the save's input takes, but never the kept ones. */
export async function restoredColumns(
  save: RestorableSave,
  row: Record<string, unknown>,
): Promise<Set<string>> {
  const { fields } = await mutationOf(save);
  return new Set(
    fields.flatMap((field) => {
      const source = sourceOf(save, field.name, row);
      return source && !isNeverRestored(save, source.column) ? [source.column] : [];
    }),
  );
}

/** A stored value as the input field's type takes it (a numeric column's text as a Float). */
function asInput(field: GraphQLInputField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const type = getNamedType(field.type);
  if (isEnumType(type) || isInputObjectType(type)) return value;
  switch (type.name) {
    case 'Int':
      return Math.trunc(Number(value));
    case 'Float':
      return Number(value);
    case 'Boolean':
      return value === true || value === 'true';
    default:
      return typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  }
}

/** The uuid of the row a foreign key names (null when it names none). */
async function uuidOf(db: Db, table: string, column: string, id: unknown) {
  if (id === null || id === undefined) return null;
  const ref = (await foreignKeys(db)).get(table)?.get(column);
  if (!ref) throw new Error(`${table}.${column} names no table`);
  const { rows } = await db.execute<{ uuid: string }>(
    sql`SELECT uuid::text AS uuid FROM ${sql.identifier(ref)} WHERE id = ${Number(id)}`,
  );
  return rows[0]?.uuid ?? null;
}

export interface RestoreCall {
  /** The mutation's arguments: the input under its name, and any other the save takes. */
  args: Record<string, unknown>;
}

/**
 * The save's arguments for the version `then`: restored columns from the version, every other
 * field as it is `now`, the version the caller read.
 */
export async function restoreInput(
  db: Db,
  save: RestorableSave,
  then: Record<string, unknown>,
  now: Record<string, unknown>,
  expected: number,
): Promise<RestoreCall> {
  const { fields } = await mutationOf(save);
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.name === 'version') {
      input.version = expected;
      continue;
    }
    const source = sourceOf(save, field.name, now);
    if (!source) continue;
    const row = isNeverRestored(save, source.column) ? now : then;
    const value = row[source.column];
    input[field.name] =
      source.kind === 'uuidOf'
        ? await uuidOf(db, save.table, source.column, value)
        : asInput(field, value);
  }
  const extra = (await save.extra?.(db, now)) ?? {};
  return {
    args: { ...extra.args, [save.inputArg]: { ...input, ...extra.input } },
  };
}

const variableOf = (arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`;

/**
 * Runs the save as its edit screen sends it, in the caller's transaction (the save's own
 * transaction is a savepoint of it). A refusal throws its code and message: the caller's
 * transaction then rolls back whole.
 */
export async function saveThrough(
  ctx: SignedInContext,
  save: RestorableSave,
  { args }: RestoreCall,
): Promise<void> {
  const { schema, args: declared } = await mutationOf(save);
  const sent = declared.filter((arg) => arg.name in args);
  const document = parse(
    `mutation Restore(${sent.map(variableOf).join(', ')}) {
      ${save.mutation}(${sent.map((arg) => `${arg.name}: $${arg.name}`).join(', ')}) { code message }
    }`,
  );
  const result = await execute({ schema, document, variableValues: args, contextValue: ctx });
  if (result.errors?.length) {
    // The version's values do not fit the save's input any more (a field's type changed).
    throw new AppError(ResponseCode.INVALID_INPUT, result.errors[0].message);
  }
  const answer = (result.data as Record<string, { code: ResponseCodeValue; message: string }>)[
    save.mutation
  ];
  if (answer.code !== ResponseCode.SUCCESS) throw new AppError(answer.code, answer.message);
}
