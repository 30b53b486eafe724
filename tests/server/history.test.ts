import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import type { HistoryEntry as Entry } from '../../resources/activity/methods';
import { actingAs, purgeHistory } from '../../server/db/history';
import { chargeTypes } from '../../server/db/schema/billing';
import { institutions } from '../../server/db/schema/identity';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

interface Page {
  entries: Entry[];
  nextCursor: string | null;
}

const ENTRY = `id recordedAt entity recordId recordUuid recordLabel action actorUuid actorName actorInstitutionName
  batchUuid changes { field oldValue newValue added removed }`;
const HISTORY = `query ($entity: String!, $uuid: String!, $first: Int, $after: String) {
  getRecordHistory(entity: $entity, uuid: $uuid, first: $first, after: $after) {
    code message data { nextCursor entries { ${ENTRY} } } } }`;
const ACTIVITY = `query ($filter: ActivityFilterInput, $first: Int, $after: String) {
  getActivity(filter: $filter, first: $first, after: $after) {
    code message data { nextCursor entries { ${ENTRY} } } } }`;

let server: TestServer;
let platform: string;
let ministry: { id: number; uuid: string };
let agency: { id: number; uuid: string };
let jane: { id: number; uuid: string };
let janeToken: string;
let agencyToken: string;

const PASSWORD = 'History-Passw0rd!';
const ADMIN_GRANTS = ['uaa.history.read', 'uaa.role.read', 'uaa.role.write', 'uaa.role.assign'];

const history = (entity: string, uuid: string, token: string, page: object = {}) =>
  server.envelope<Page>('uaa', HISTORY, { entity, uuid, ...page }, token);
const activity = (filter: object, token: string, page: object = {}) =>
  server.envelope<Page>('uaa', ACTIVITY, { filter, ...page }, token);
const entriesOf = async (entity: string, uuid: string, token = platform) =>
  (await history(entity, uuid, token)).data!.entries;

async function mutate<T>(service: 'uaa' | 'app' | 'billing', document: string, vars: object) {
  return server.envelope<T>(service, document, vars as Record<string, unknown>, platform);
}

const saveBidSecurityType = (input: object, token = platform) =>
  server.envelope<{ uuid: string; name: string }>(
    'app',
    `mutation ($t: BidSecurityTypeInput!) { createUpdateBidSecurityType(bidSecurityType: $t) {
      code message data { uuid name } } }`,
    { t: input },
    token,
  );

const countEntries = async () =>
  Number(
    (await server.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM history_entries`))
      .rows[0].n,
  );

beforeAll(async () => {
  server = await startTestServer();
  platform = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  [ministry, agency] = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Finance' }, { name: 'Roads Agency' }])
    .returning({ id: institutions.id, uuid: institutions.uuid });
  jane = await insertStaff(server.db, {
    email: 'jane@finance.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: ADMIN_GRANTS,
    fullName: 'Jane Doe',
  });
  await insertStaff(server.db, {
    email: 'admin@roads.test',
    password: PASSWORD,
    institutionId: agency.id,
    grants: ADMIN_GRANTS,
    fullName: 'Roads Admin',
  });
  janeToken = await server.accessToken('jane@finance.test', PASSWORD);
  agencyToken = await server.accessToken('admin@roads.test', PASSWORD);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('record history: every table of records', () => {
  it('is kept by statement-level triggers on every table with the entity columns', async () => {
    const untracked = await server.db.execute<{ table_name: string }>(sql`
      SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name IN ('id', 'uuid', 'active', 'deleted')
      GROUP BY c.table_name HAVING count(*) = 4
      EXCEPT
      SELECT t.tgrelid::regclass::text FROM pg_trigger t
      WHERE t.tgname IN ('history_insert', 'history_update', 'history_delete') AND (t.tgtype & 1) = 0
      GROUP BY 1 HAVING count(*) = 3`);
    expect(untracked.rows).toEqual([]);
  });
});

describe('record history: a kit entity (bid security types)', () => {
  let uuid: string;

  it('records a create with every given field, the actor and the time', async () => {
    const before = Date.now();
    const created = await saveBidSecurityType({
      name: 'Demand guarantee',
      description: 'From a bank',
    });
    expect(created).toMatchObject({ code: ResponseCode.SUCCESS });
    uuid = created.data!.uuid;
    const [entry] = await entriesOf('bid_security_types', uuid);
    expect(entry).toMatchObject({
      entity: 'bid_security_types',
      recordUuid: uuid,
      recordLabel: 'Demand guarantee',
      action: 'create',
      actorName: expect.any(String),
    });
    expect(entry.actorUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(entry.recordedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', oldValue: null, newValue: 'Demand guarantee', added: null, removed: null },
        {
          field: 'description',
          oldValue: null,
          newValue: 'From a bank',
          added: null,
          removed: null,
        },
      ]),
    );
    // Keys and audit stamps are the entry's own, not changes.
    expect(entry.changes.map((c) => c.field)).not.toContain('createdBy');
    expect(entry.changes.map((c) => c.field)).not.toContain('id');
  });

  it('records an update field by field, old and new value, and only what changed', async () => {
    await saveBidSecurityType({
      uuid,
      name: 'Demand guarantee (on demand)',
      description: 'From a bank',
    });
    const [latest] = await entriesOf('bid_security_types', uuid);
    expect(latest.action).toBe('update');
    expect(latest.changes).toEqual([
      {
        field: 'name',
        oldValue: 'Demand guarantee',
        newValue: 'Demand guarantee (on demand)',
        added: null,
        removed: null,
      },
    ]);
  });

  it('records deactivation, activation and deletion as such', async () => {
    await saveBidSecurityType({ uuid, name: 'Demand guarantee (on demand)', active: false });
    await saveBidSecurityType({ uuid, name: 'Demand guarantee (on demand)', active: true });
    const deleted = await mutate(
      'app',
      `mutation ($uuid: String!) { deleteBidSecurityType(uuid: $uuid) { code } }`,
      { uuid },
    );
    expect(deleted.code).toBe(ResponseCode.SUCCESS);
    const actions = (await entriesOf('bid_security_types', uuid)).map((e) => e.action);
    expect(actions).toEqual(['delete', 'activate', 'deactivate', 'update', 'create']);
  });

  it('writes no entry for a refused change (a duplicate name) nor for one rolled back', async () => {
    await saveBidSecurityType({ name: 'Insurance bond' });
    const before = await countEntries();
    const refused = await saveBidSecurityType({ name: 'INSURANCE BOND' });
    expect(refused.code).not.toBe(ResponseCode.SUCCESS);
    expect(await countEntries()).toBe(before);
    // A change and its entry commit together or not at all.
    await expect(
      server.db.transaction(async (tx) => {
        await actingAs(tx, jane.id);
        await tx.insert(chargeTypes).values({ name: 'Rolled back fee', createdBy: 'test' });
        expect(
          Number(
            (await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM history_entries`))
              .rows[0].n,
          ),
        ).toBe(before + 1);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await countEntries()).toBe(before);
  });
});

describe('record history: links to other records', () => {
  it("names a linked record by its label, not its id (a sub-category's tender category)", async () => {
    type Category = { uuid: string; code: string; name: string };
    const categories = (await mutate(
      'uaa',
      '{ allTenderCategories { code message status dataList { uuid code name } } }',
      {},
    )) as unknown as { dataList: Category[] };
    const byCode = (code: string) => categories.dataList.find((row) => row.code === code)!;
    const [goods, works] = [byCode('G'), byCode('W')];
    const save = `mutation ($v: TenderSubCategoryInput!) { createUpdateTenderSubCategory(tenderSubCategory: $v) {
      code message data { uuid } } }`;
    const created = await mutate<{ uuid: string }>('uaa', save, {
      v: { name: 'Solar pumps (history)', tenderCategoryUuid: goods.uuid },
    });
    const subCategory = created.data!.uuid;
    await mutate('uaa', save, {
      v: { uuid: subCategory, name: 'Solar pumps (history)', tenderCategoryUuid: works.uuid },
    });
    const [update, create] = await entriesOf('tender_sub_categories', subCategory);
    expect(update.changes).toEqual([
      {
        field: 'tenderCategoryId',
        oldValue: goods.name,
        newValue: works.name,
        added: null,
        removed: null,
      },
    ]);
    expect(create.changes).toContainEqual(
      expect.objectContaining({ field: 'tenderCategoryId', oldValue: null, newValue: goods.name }),
    );
  });
});

describe('record history: hand-written stores', () => {
  it('records charge type changes (billing) with the acting user', async () => {
    const saved = await mutate<{ uuid: string }>(
      'billing',
      `mutation ($dto: ChargeTypeDtoInput!) { createUpdateChargeType(chargeTypeDto: $dto) { code data { uuid } } }`,
      { dto: { name: 'Tender fee', unitOfMeasure: 'TZS' } },
    );
    const uuid = saved.data!.uuid;
    await mutate(
      'billing',
      `mutation ($dto: ChargeTypeDtoInput!) { createUpdateChargeType(chargeTypeDto: $dto) { code } }`,
      { dto: { uuid, name: 'Tender fee', unitOfMeasure: 'USD' } },
    );
    const [update, create] = await entriesOf('charge_types', uuid);
    expect(create.action).toBe('create');
    expect(update.action).toBe('update');
    expect(update.changes).toEqual([
      { field: 'unitOfMeasure', oldValue: 'TZS', newValue: 'USD', added: null, removed: null },
    ]);
  });

  it('records a role, its permissions given and taken, and a user given the role', async () => {
    const ROLE = `mutation ($role: RoleInput!) { createUpdateRole(role: $role) { code message data { id uuid } } }`;
    const created = await server.envelope<{ id: string; uuid: string }>(
      'uaa',
      ROLE,
      { role: { name: 'STORES_CLERK', permissions: ['uaa.role.read', 'uaa.history.read'] } },
      janeToken,
    );
    expect(created).toMatchObject({ code: ResponseCode.SUCCESS });
    const role = created.data!;
    await server.envelope(
      'uaa',
      ROLE,
      {
        role: {
          uuid: role.uuid,
          name: 'STORES_CLERK',
          permissions: ['uaa.role.read', 'uaa.role.write'],
        },
      },
      janeToken,
    );
    const entries = await entriesOf('roles', role.uuid, janeToken);
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    expect(byAction('create')).toHaveLength(1);
    expect(byAction('assign').flatMap((e) => e.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'permissions',
          added: ['uaa.history.read', 'uaa.role.read'],
        }),
        expect.objectContaining({ field: 'permissions', added: ['uaa.role.write'] }),
      ]),
    );
    expect(byAction('unassign').flatMap((e) => e.changes)).toEqual([
      expect.objectContaining({ field: 'permissions', removed: ['uaa.history.read'] }),
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorUuid: jane.uuid,
        actorName: 'Jane Doe',
        actorInstitutionName: 'Ministry of Finance',
      });
    }

    const clerk = await insertStaff(server.db, {
      email: 'clerk@finance.test',
      password: PASSWORD,
      institutionId: ministry.id,
      grants: [],
      fullName: 'Stores Clerk',
    });
    const assigned = await server.envelope(
      'uaa',
      `mutation ($roleIds: [ID!]!, $userUuid: String!) { assignRoleToUser(roleIds: $roleIds, userUuid: $userUuid) { code message } }`,
      { roleIds: [role.id], userUuid: clerk.uuid },
      janeToken,
    );
    expect(assigned.code).toBe(ResponseCode.SUCCESS);
    const [given] = await entriesOf('users', clerk.uuid, janeToken);
    expect(given).toMatchObject({ action: 'assign', recordLabel: 'Stores Clerk' });
    // The user's screens open by their numeric id (/users/12): the entry names it too (issue 38).
    expect(given.recordId).toBe(String(clerk.id));
    expect(entries[0].recordId).toBe(String(role.id));
    expect(given.changes).toEqual([
      { field: 'roles', oldValue: null, newValue: null, added: ['STORES_CLERK'], removed: null },
    ]);
  });

  it('ties every institution of a CSV import to the import, one entry each', async () => {
    const imported = await mutate<{ created: number }>(
      'uaa',
      `mutation ($dto: ProcuringEntityCsvInput!) { createProcuringEntityFromCSV(procuringEntityDto: $dto) { code data { created } } }`,
      {
        dto: {
          csvContent:
            'name,code,isLowerLevel,postalAddress,physicalAddress\n' +
            'Lake Authority,LKA,false,P.O. Box 1,Mwanza\n' +
            'Port Authority,PTA,false,P.O. Box 2,Dar es Salaam\n' +
            'Port Authority,PTB,false,P.O. Box 3,Tanga\n',
        },
      },
    );
    expect(imported).toMatchObject({ data: { created: 2 } });
    const { entries } = (
      await activity({ entity: 'institutions', action: 'create' }, platform, { first: 2 })
    ).data!;
    expect(entries.map((e) => e.recordLabel).sort()).toEqual(['Lake Authority', 'Port Authority']);
    expect(entries[0].batchUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries[1].batchUuid).toBe(entries[0].batchUuid);
    const batch = await activity({ batchUuid: entries[0].batchUuid }, platform);
    expect(batch.data!.entries).toHaveLength(2);
  });
});

describe('institution scope and permission', () => {
  it("shows an institution administrator their institution's entries only", async () => {
    const roadsRole = await server.envelope<{ uuid: string }>(
      'uaa',
      `mutation ($role: RoleInput!) { createUpdateRole(role: $role) { code data { uuid } } }`,
      { role: { name: 'ROADS_SURVEYOR' } },
      agencyToken,
    );
    const uuid = roadsRole.data!.uuid;
    expect(await entriesOf('roles', uuid, agencyToken)).toHaveLength(1);
    expect(await entriesOf('roles', uuid, platform)).toHaveLength(1);
    // Jane (Ministry of Finance) reads nothing of the Roads Agency, whatever she asks for.
    expect(await entriesOf('roles', uuid, janeToken)).toEqual([]);
    const seen = (await activity({}, janeToken, { first: 500 })).data!.entries;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.map((e) => e.recordUuid)).not.toContain(uuid);
    expect(seen.every((e) => e.entity !== 'bid_security_types')).toBe(true);
    const agencySees = (await activity({ entity: 'roles' }, agencyToken)).data!.entries;
    expect(agencySees.map((e) => e.recordLabel)).toContain('ROADS_SURVEYOR');
    expect(agencySees.map((e) => e.recordLabel)).not.toContain('STORES_CLERK');
  });

  it('refuses readers without uaa.history.read', async () => {
    await insertStaff(server.db, {
      email: 'officer@finance.test',
      password: PASSWORD,
      institutionId: ministry.id,
      grants: ['uaa.role.read'],
    });
    const officer = await server.accessToken('officer@finance.test', PASSWORD);
    expect((await activity({}, officer)).code).toBe(ResponseCode.FORBIDDEN);
  });
});

describe('entries cannot be edited or deleted', () => {
  it('offers no mutation on history entries', async () => {
    const { data } = await server.graphql<{
      __schema: { mutationType: { fields: { name: string }[] } };
    }>('uaa', '{ __schema { mutationType { fields { name } } } }', {}, platform);
    const names = data!.__schema.mutationType.fields.map((f) => f.name.toLowerCase());
    expect(names.filter((n) => n.includes('history') || n === 'getactivity')).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database; only the retention purge deletes', async () => {
    await expect(server.db.execute(sql`UPDATE history_entries SET action = 'x'`)).rejects.toThrow();
    await expect(server.db.execute(sql`DELETE FROM history_entries`)).rejects.toThrow();
    await expect(server.db.execute(sql`TRUNCATE history_entries`)).rejects.toThrow();
    const total = await countEntries();
    expect(await purgeHistory(server.db, null)).toBe(0);
    expect(await purgeHistory(server.db, 1)).toBe(0);
    expect(await countEntries()).toBe(total);
  });

  it('purges entries past the retention, and only those', async () => {
    await server.db.execute(
      sql`INSERT INTO history_entries (entity, record_id, action, recorded_at)
          VALUES ('charge_types', 1, 'update', now() - interval '40 days')`,
    );
    const total = await countEntries();
    expect(await purgeHistory(server.db, 30)).toBe(1);
    expect(await countEntries()).toBe(total - 1);
  });
});

describe('the activity list: filters and paging', () => {
  it('filters by actor, entity, action and date range', async () => {
    const byJane = (await activity({ actorUuid: jane.uuid }, platform, { first: 500 })).data!
      .entries;
    expect(byJane.length).toBeGreaterThan(0);
    expect(byJane.every((e) => e.actorUuid === jane.uuid)).toBe(true);
    const byName = (await activity({ actorName: 'jane d' }, platform, { first: 500 })).data!
      .entries;
    expect(byName.map((e) => e.id)).toEqual(byJane.map((e) => e.id));
    expect((await activity({ actorName: '%' }, platform)).data!.entries).toEqual([]);
    const deletes = (await activity({ action: 'delete', entity: 'bid_security_types' }, platform))
      .data!.entries;
    expect(deletes.map((e) => e.recordLabel)).toEqual(['Demand guarantee (on demand)']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await activity({ from: future }, platform)).data!.entries).toEqual([]);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect((await activity({ to: past }, platform)).data!.entries).toEqual([]);
    const today = (await activity({ from: past, to: future, entity: 'roles' }, platform)).data!;
    expect(today.entries.length).toBeGreaterThan(0);
  });

  it('pages newest first with a cursor, without gaps or repeats', async () => {
    // A bulk statement: one entry per row, all in one transaction (the same time).
    await server.db.transaction(async (tx) => {
      await actingAs(tx, jane.id);
      await tx
        .insert(chargeTypes)
        .values(
          Array.from({ length: 23 }, (_, i) => ({ name: `Bulk fee ${i}`, createdBy: 'test' })),
        );
    });
    const all = (await activity({ entity: 'charge_types' }, platform, { first: 500 })).data!
      .entries;
    expect(all.length).toBe(25);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = (
        await activity({ entity: 'charge_types' }, platform, { first: 10, after })
      ).data!;
      expect(page.entries.length).toBeLessThanOrEqual(10);
      seen.push(...page.entries.map((e) => e.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(all.map((e) => e.id));
    const times = all.map((e) => new Date(e.recordedAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers bad input with 9001 and no stack or SQL', async () => {
    const bad: Envelope[] = [
      await activity({ action: 'drop' }, platform),
      await activity({ entity: 'x; drop table users' }, platform),
      await activity({}, platform, { after: 'not-a-cursor' }),
      await activity({}, platform, { first: 100_000 }),
      await history('roles', 'not-a-uuid', platform),
    ];
    for (const answer of bad) {
      expect(answer.code).toBe(ResponseCode.INVALID_INPUT);
      expect(answer.message).not.toMatch(/select|at \w+ \(/i);
    }
  });
});
