import { print } from 'graphql';
import type { GetListParams } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { operationTable } from '../../providers/buildQuery';
import { serviceOfOperation } from '../../providers/operationServices';
import type { OperationMapping } from '../../providers/operations/types';
import { eq } from 'drizzle-orm';
import { institutions, users } from '../../server/db/schema/identity';
import { financialYears, procurementMethods } from '../../server/db/schema/planning';
import { departmentalNeeds, tenders } from '../../server/db/schema/procurementReference';
import { tenderCategories } from '../../server/db/schema/referenceData';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

/**
 * No lost update (issue #23, decision 103), for every kind of record an administrator edits: each
 * resource of the browser's operation table is driven as its edit screen drives it (the same
 * documents and variables), from one version read by two administrators at once. Exactly one save
 * wins, the other is refused with 9012 and the record as it is now, the row holds the winner's values,
 * and a delete based on the old version is refused and changes nothing.
 */
type Row = Record<string, unknown> & { id: string; version?: number };

// The descriptors' parsers remember what they read in the browser's storage (special days, the user).
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
};
Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });

let server: TestServer;
let token: string;
/** Who edits a resource, where a platform administrator does not (an institution's own plans). */
const editors: Record<string, { email: string; token: string }> = {};
/** Who drives the resource under test (set by each test). */
let acting = { email: ADMIN_EMAIL, token: '' };
const OFFICER = { email: 'officer@versioned.zabuni.test', password: 'Versioned-Passw0rd!' };
/** The list filter of resources whose rows are listed per parent (a tender's lots). */
const listFilters: Record<string, Record<string, unknown>> = {};

/**
 * What no screen of a platform administrator makes: an institution's tender (its lots are added on
 * screen) and a departmental need (recorded by the institution's own staff).
 */
async function arrangeInstitutionRecords() {
  const [institution] = await server.db
    .insert(institutions)
    .values({ name: 'Versioned Authority' })
    .returning();
  const [category] = await server.db.select().from(tenderCategories).limit(1);
  const [year] = await server.db
    .insert(financialYears)
    .values({ code: '2031/2032', startDate: '2031-07-01', endDate: '2032-06-30' })
    .returning();
  const [tender] = await server.db
    .insert(tenders)
    .values({
      institutionId: institution.id,
      referenceNumber: 'VER/2031/G/01',
      title: 'Versioned tender',
      procurementCategoryId: category.id,
    })
    .returning();
  await server.db.insert(departmentalNeeds).values({
    institutionId: institution.id,
    financialYearId: year.id,
    departmentName: 'Engineering',
    description: 'Versioned need',
    procurementCategoryId: category.id,
    quantity: '4',
    estimatedAmount: '1000',
    createdBy: 'test',
  });
  listFilters['tender-lots'] = { tenderUuid: tender.uuid };
  // Plans are kept by the institution's own procurement officer.
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  await server.db
    .update(users)
    .set({ institutionId: institution.id })
    .where(eq(users.email, OFFICER.email));
  editors['annual-procurement-plans'] = {
    email: OFFICER.email,
    token: await server.accessToken(OFFICER.email, OFFICER.password),
  };
  const [method] = await server.db.select().from(procurementMethods).limit(1);
  fixtures['annual-procurement-plans'] = {
    title: 'Versioned plan',
    description: 'Versioned',
    financialYearUuid: year.uuid,
    items: [
      {
        description: 'Versioned item',
        category: 'GOODS',
        procurementMethodUuid: method.uuid,
        estimatedAmount: 1000,
      },
    ],
  };
  fixtures['tender-lots'] = {
    tenderUuid: tender.uuid,
    lotNumber: 1,
    title: 'Versioned lot',
  };
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  await arrangeInstitutionRecords();
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** One verb of a resource, sent as the data provider sends it; answers the operation's envelope. */
async function send(
  mapping: OperationMapping<never>,
  params: unknown,
  as = acting.token,
): Promise<Envelope<Row>> {
  const answer = await server.graphql(
    serviceOfOperation(mapping.operation),
    print(mapping.document),
    mapping.variables(params as never),
    as,
  );
  expect(answer.errors ?? []).toEqual([]);
  return (answer.data as Record<string, Envelope<Row>>)[mapping.operation];
}

/** The record as its edit screen reads it: by its read of one, else through its list (its row). */
const read = async (resource: string, id: string) => {
  const getOne = operationTable[resource].getOne as OperationMapping<never> | undefined;
  if (getOne) return getOne.parse(await send(getOne, { id }), { id } as never).data as Row;
  const rows = await list(resource);
  const row = rows.find((candidate) => candidate.id === id);
  expect(row, `${resource}: ${id} is listed`).toBeDefined();
  return row!;
};

async function list(resource: string): Promise<Row[]> {
  const getList = operationTable[resource].getList as OperationMapping<never>;
  const params: GetListParams = {
    pagination: { page: 1, perPage: 5 },
    filter: listFilters[resource] ?? {},
  };
  return getList.parse(await send(getList, params), params as never).data as Row[];
}

/** The text field a test may change in every resource: the first of these the save sends. */
const editable = [
  'description',
  'name',
  'fullName',
  'branchName',
  'title',
  'reason',
  'inspectionTestQuestion',
  'fieldName',
];

/**
 * Records the test creates first, as the create screen does: lists a fresh database leaves empty, and
 * those whose seeded rows may not be edited or deleted (base roles, the signed-in administrator, an
 * institution with users).
 */
const fixtures: Record<string, Record<string, unknown>> = {
  'charge-types': { name: 'Versioned charge', unitOfMeasure: 'each', active: true },
  departments: { name: 'Versioned department', code: 'VER-1', active: true },
  'lot-groups': { name: 'Versioned lot group', active: true },
  'special-days': { name: 'Versioned day', date: '2031-05-05', active: true },
  branches: { branchName: 'Versioned branch', branchCode: 'VER-1', active: true },
  institutions: { name: 'Versioned institution', code: 'VER', isLowerLevel: false, active: true },
  roles: { name: 'VERSIONED_ROLE', description: 'Versioned', active: true },
  users: { email: 'versioned@zabuni.test', fullName: 'Versioned User', roleIds: [] },
};

/**
 * Resources with an update verb whose saves do not check a version (listed, so a new one is not
 * missed): a tenderer's own registration rows (one owner edits them); tenderers, which have no edit
 * form (their update verb is activation, which sets only `active`; their delete sends the version);
 * the global settings, not wired yet.
 */
const notYetVersioned = new Set([
  'global-settings',
  'tenderers',
  'litigation-records',
  'personnel-informations',
  'personnel-work-experiences',
  'tenderer-financial-resources',
  'tenderer-financial-statements',
  'tenderer-work-experiences',
  'work-equipments',
]);

/** The resources whose edit screens save a version (those with no read of one edit a listed row). */
const versioned = Object.entries(operationTable).filter(
  ([resource, verbs]) => verbs.getList && verbs.update && !notYetVersioned.has(resource),
);

describe('two administrators save the same record from one version', () => {
  it.each(versioned.map(([resource]) => [resource]))('%s', async (resource) => {
    acting = editors[resource] ?? { email: ADMIN_EMAIL, token };
    const { update, delete: remove } = operationTable[resource];
    const fixture = fixtures[resource];
    const create = operationTable[resource].create as OperationMapping<never>;
    const [first] = fixture
      ? [
          create.parse(await send(create, { data: fixture }), { data: fixture } as never)
            .data as Row,
        ]
      : await list(resource);
    expect(first, `${resource}: the seeded database has a row to edit`).toBeDefined();
    const base = await read(resource, first.id);
    expect(base.version, `${resource}: the record answers its version`).toEqual(expect.any(Number));

    const probe = (update as OperationMapping<never>).variables({
      id: base.id,
      data: base,
      previousData: base,
    } as never);
    const input = Object.values(probe).find((value) => value && typeof value === 'object') ?? probe;
    const field = editable.find((key) => key in (input as object));
    expect(field, `${resource}: a text field to change`).toBeDefined();
    const edited = (who: string) => ({
      id: base.id,
      data: { ...base, [field!]: `${String(base[field!] ?? '').slice(0, 40)} ${who}`.trim() },
      previousData: base,
    });

    const answers = await Promise.all([
      send(update as never, edited('by A')),
      send(update as never, edited('by B')),
    ]);
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes, answers.map((a) => a.message).join(' / ')).toEqual([
      ResponseCode.SUCCESS,
      ResponseCode.STALE_VERSION,
    ]);
    const winner = answers.find((answer) => answer.code === ResponseCode.SUCCESS)!.data!;
    const loser = answers.find((answer) => answer.code === ResponseCode.STALE_VERSION)!;
    // The refusal answers the record as it is now: the winner's values, who saved them, the version.
    expect(loser.data).toMatchObject({ [field!]: winner[field!], version: base.version! + 1 });
    expect(loser.data!.updatedBy).toBe(acting.email);

    const now = await read(resource, base.id);
    expect(now[field!]).toBe(winner[field!]);
    expect(now.version).toBe(base.version! + 1);

    if (remove) {
      const stale = await send(remove as never, { id: base.id, previousData: base });
      expect(stale.code).toBe(ResponseCode.STALE_VERSION);
      expect(await read(resource, base.id)).toMatchObject({ version: now.version, id: base.id });
    }
  });
});
