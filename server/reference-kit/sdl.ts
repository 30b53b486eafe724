import { auditStampFields } from '../graphql/auditStamps';
import { swahiliSdl, type SwahiliFields } from './translations';

/**
 * The standard SDL of a reference entity, from the few lines particular to it: its own fields and input
 * fields are written by hand (with their doc strings); the audit fields, the Page, Response,
 * ListResponse, AppPage and Input types and the operation lines, whose names and arguments the kit's
 * resolvers (resolvers.ts) read, are generated here, so the two cannot drift apart.
 */

/** A list operation: [name, kind, page argument name for 'page' lists (default pageParam)]. */
export type ListOperation = [name: string, kind: 'page' | 'appPage' | 'all', pageParamArg?: string];

export interface ReferenceOperations {
  /** How the list is read; some entities are read two ways (a whole list and an app-envelope page). */
  list?: ListOperation | ListOperation[];
  find?: string;
  /** [operation name, input argument name], e.g. ['createUpdateTenderCategory', 'tenderCategory']. */
  save?: [name: string, inputArg: string];
  delete?: string;
  /** `(uuid, active)`: the activation toggle. */
  setActive?: string;
}

/**
 * The find, save and delete operations as most lists name them after their type: find<Type>ByUuid,
 * createUpdate<Type>(<type>: <Type>Input!) and delete<Type><deleteSuffix>. `spelled` is the type as
 * the operation names spell it where they differ from the type (GFSCode for GfsCode).
 */
export function operationsNamedAfter(
  typeName: string,
  { deleteSuffix = '', spelled = typeName }: { deleteSuffix?: string; spelled?: string } = {},
): Required<Pick<ReferenceOperations, 'find' | 'save' | 'delete'>> {
  const inputArg = typeName.charAt(0).toLowerCase() + typeName.slice(1);
  return {
    find: `find${spelled}ByUuid`,
    save: [`createUpdate${spelled}`, inputArg],
    delete: `delete${spelled}${deleteSuffix}`,
  };
}

/** The default doc strings of the generated lines, given the entity's label ('tender category'). */
export interface ReferenceWording {
  all(label: string): string;
  page(label: string): string;
  appPage(label: string): string;
  find(label: string): string;
  save(label: string): string;
  delete(label: string): string;
  setActive(label: string): string;
  input: string;
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`);
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (label: string) =>
  /[^aeiou]y$/.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`;

export const defaultWording: ReferenceWording = {
  all: (label) => `Every ${label} (dataList, ordered), or one page of them (data) given pageParam.`,
  page: (label) =>
    `One page of ${plural(label)} (data.content), sorted and filtered in the database.`,
  appPage: (label) => `${capitalized(plural(label))} in the app envelope (data.rows).`,
  find: (label) => `One live ${label} by uuid.`,
  save: (label) => `Creates ${article(label)} (no uuid) or updates the live one with its uuid.`,
  delete: (label) =>
    `Soft-deletes ${article(label)}: it leaves every list; its name is free again.`,
  setActive: (label) => `Activates or deactivates ${article(label)}.`,
  input:
    'A new one has no uuid; an existing one is updated by its uuid (only the fields given), ' +
    'refused with 9012 if it has changed since the version given.',
};

export interface ReferenceSdlSpec {
  /** The GraphQL type: 'TenderCategory'. */
  typeName: string;
  /** The entity in generated doc strings; by default from typeName ('tender category'). */
  label?: string;
  /** The type's doc string. */
  doc: string;
  /** The entity's own fields after the audit fields, as SDL lines (with their doc strings). */
  fields: string;
  /**
   * The input's fields between uuid and active, as SDL lines; by default the type's own fields without
   * their doc strings (most entities save what they show).
   */
  inputFields?: string;
  operations: ReferenceOperations;
  /** Doc strings of particular operations by name, instead of the wording's. */
  docs?: Record<string, string>;
  /** The default doc strings (a module may speak more briefly). */
  wording?: ReferenceWording;
  /** The Swahili fields the table has (translations.ts), after the entity's own. */
  swahili?: SwahiliFields;
  /** Also the Page and ListResponse types when no list answers them (the module's own queries do). */
  withListResponse?: boolean;
}

const auditFields = `id: ID!\nuuid: String!\n${auditStampFields}`;

/** A GraphQL string literal (JSON's escapes are GraphQL's). */
const describe = (text: string) => JSON.stringify(text);

const indent = (lines: string) =>
  lines
    .trim()
    .split('\n')
    .map((line) => `  ${line.trim()}`)
    .join('\n');

/** SDL lines without their one-line doc strings ("..."). */
export const withoutDocStrings = (lines: string) =>
  lines
    .trim()
    .split('\n')
    .filter((line) => !line.trim().startsWith('"'))
    .join('\n');

/** SDL parts one after another, the empty ones left out. */
const lines = (...parts: string[]) => parts.filter((part) => part.trim()).join('\n');

const block = (head: string, body: string) => `${head} {\n${indent(body)}\n}\n`;

/** 'TenderSubCategory' → 'tender sub category'. */
export const labelOf = (typeName: string) =>
  typeName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();

export function listOperations(operations: ReferenceOperations): ListOperation[] {
  const { list } = operations;
  if (!list) return [];
  return typeof list[0] === 'string' ? [list as ListOperation] : (list as ListOperation[]);
}

/** The SDL of one reference entity: its types and `extend type Query/Mutation` blocks. */
export function referenceSdl(spec: ReferenceSdlSpec): string {
  const { typeName: type, operations } = spec;
  const label = spec.label ?? labelOf(type);
  const wording = spec.wording ?? defaultWording;
  const docOf = (name: string, fallback: string) => describe(spec.docs?.[name] ?? fallback);
  const lists = listOperations(operations);
  const swahili = spec.swahili ?? {};
  const hasListResponse =
    spec.withListResponse || lists.some(([, kind]) => kind === 'all' || kind === 'page');
  const hasAppPage = lists.some(([, kind]) => kind === 'appPage');

  const types = [
    `${describe(spec.doc)}\n` +
      block(`type ${type}`, lines(auditFields, spec.fields, swahiliSdl(swahili, 'type'))),
    hasListResponse && block(`type ${type}Page implements SpringPage`, `content: [${type}!]!`),
    hasListResponse &&
      block(
        `type ${type}ListResponse implements Response`,
        `data: ${type}Page\ndataList: [${type}!]`,
      ),
    hasAppPage && block(`type ${type}AppPage implements AppPage`, `rows: [${type}!]!`),
    hasAppPage && block(`type ${type}AppPageResponse implements Response`, `data: ${type}AppPage`),
    block(`type ${type}Response implements Response`, `data: ${type}\ndataList: [${type}!]`),
  ];
  if (operations.save) {
    const inputFields = lines(
      spec.inputFields ?? withoutDocStrings(spec.fields),
      swahiliSdl(swahili, 'input'),
    );
    types.push(
      `${describe(wording.input)}\n` +
        block(`input ${type}Input`, `uuid: String\n${inputFields}\nactive: Boolean\nversion: Int`),
    );
  }

  const query = lists.map(([name, kind, pageParamArg = 'pageParam']) =>
    kind === 'appPage'
      ? `${docOf(name, wording.appPage(label))}\n${name}(input: AppPageInput, withMetaData: Boolean): ${type}AppPageResponse!`
      : `${docOf(name, wording[kind](label))}\n${name}(deleted: Boolean = false, ${pageParamArg}: PageableParamInput): ${type}ListResponse!`,
  );
  const byUuid = (name: string, fallback: string, args = 'uuid: String!, version: Int') =>
    `${docOf(name, fallback)}\n${name}(${args}): ${type}Response!`;
  if (operations.find) query.push(byUuid(operations.find, wording.find(label), 'uuid: String!'));
  const mutation: string[] = [];
  if (operations.save) {
    const [name, inputArg] = operations.save;
    mutation.push(byUuid(name, wording.save(label), `${inputArg}: ${type}Input!`));
  }
  if (operations.delete) mutation.push(byUuid(operations.delete, wording.delete(label)));
  if (operations.setActive) {
    mutation.push(
      byUuid(
        operations.setActive,
        wording.setActive(label),
        'uuid: String!, active: Boolean!, version: Int',
      ),
    );
  }

  return [
    ...types.filter((part): part is string => typeof part === 'string'),
    query.length > 0 && block('extend type Query', query.join('\n')),
    mutation.length > 0 && block('extend type Mutation', mutation.join('\n')),
  ]
    .filter(Boolean)
    .join('\n');
}
