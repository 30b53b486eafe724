import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlPath, restPaths } from '../../contract/services';
import { institutions, users } from '../../server/db/schema/identity';
import type { AuthUser } from '../../server/auth/currentUser';
import { readableLiveTable } from '../../server/graphql/liveAccess';
import { resourceDescriptors } from '../../src/composition/resourceRegistry';
import { startTwoProcesses } from './support/twoProcesses';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';
import { openStream } from './support/streams';

/**
 * Live lists (issue #23 item 2, decision 107), over HTTP as a browser subscribes: a stream of one
 * table's changes (GraphQL over server-sent events) hears another user's save within two seconds;
 * nobody hears a table they may not read nor another institution's records; on PostgreSQL two
 * processes of one database hear each other's changes. Presence (decision 108): holdRecord names the
 * others who have the record open.
 */
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const SAVE_DEPARTMENT = `mutation ($department: DepartmentInput!) {
  addNewDepartment(department: $department) { code data { uuid version } }
}`;
const SAVE_CHARGE_TYPE = `mutation ($chargeTypeDto: ChargeTypeDtoInput!) {
  createUpdateChargeType(chargeTypeDto: $chargeTypeDto) { code data { uuid version } }
}`;
const HOLD = `mutation ($resource: String!, $uuid: String!) {
  holdRecord(resource: $resource, uuid: $uuid) { code dataList }
}`;
const RELEASE = `mutation ($resource: String!, $uuid: String!) {
  releaseRecord(resource: $resource, uuid: $uuid) { code dataList }
}`;

describe('live lists on one server', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let water: { id: number; uuid: string };
  let roads: { id: number; uuid: string };

  beforeAll(async () => {
    server = await startTestServer();
    [water, roads] = await server.db
      .insert(institutions)
      .values([{ name: 'Ministry of Water' }, { name: 'Tanzania Roads Agency' }])
      .returning();
    const people = [
      ['waterAdmin', 'admin@water.test', 'Asha Water', water.id],
      ['waterAdmin2', 'admin2@water.test', 'Baraka Water', water.id],
      ['roadsAdmin', 'admin@roads.test', 'Chausiku Roads', roads.id],
    ] as const;
    for (const [key, email, fullName, institutionId] of people) {
      const password = `${key}-Passw0rd!`;
      await server.createUser({ email, password, role: 'INSTITUTION_ADMINISTRATOR', fullName });
      await server.db.update(users).set({ institutionId }).where(eq(users.email, email));
      tokens[key] = await server.accessToken(email, password);
    }
    tokens.platform = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("hears another user's save of a shared list within two seconds, with who and the version", async () => {
    const stream = await openStream(server.baseUrl, tokens.platform, 'charge_types');
    // A second platform session is another person's save as far as the stream is concerned.
    const saved = await server.envelope<{ uuid: string; version: number }>(
      'billing',
      SAVE_CHARGE_TYPE,
      { chargeTypeDto: { name: 'Live tender fee', unitOfMeasure: 'TZS', active: true } },
      tokens.platform,
    );
    expect(saved.code).toBe(9000);
    const created = await stream.next((c) => c.uuid === saved.data!.uuid);
    expect(created).toMatchObject({ resource: 'charge_types', action: 'create', version: 1 });
    expect(created.actorName).toBeTruthy();
    const edited = await server.envelope<{ uuid: string; version: number }>(
      'billing',
      SAVE_CHARGE_TYPE,
      {
        chargeTypeDto: {
          uuid: saved.data!.uuid,
          name: 'Live tender fee (edited)',
          unitOfMeasure: 'TZS',
          active: true,
          version: 1,
        },
      },
      tokens.platform,
    );
    expect(edited.code).toBe(9000);
    expect(await stream.next((c) => c.action === 'update')).toMatchObject({
      uuid: saved.data!.uuid,
      version: 2,
    });
    stream.close();
  });

  it('hears the table a request names by a literal or by a variable of any name', async () => {
    // graphql-jit gave a subscription's resolver the request's variables as its arguments: a literal
    // read as no table (refused), and a variable named otherwise than `resource` too.
    const FIELDS = '{ resource uuid action version actorName }';
    const literal = (token: string) =>
      openStream(server.baseUrl, token, 'charge_types', {
        query: `subscription { recordChanged(resource: "charge_types") ${FIELDS} }`,
      });
    const byLiteral = await literal(tokens.platform);
    const byOtherName = await openStream(server.baseUrl, tokens.platform, 'charge_types', {
      query: `subscription ($table: String!) { recordChanged(resource: $table) ${FIELDS} }`,
      variables: { table: 'charge_types' },
    });
    const saved = await server.envelope<{ uuid: string }>(
      'billing',
      SAVE_CHARGE_TYPE,
      { chargeTypeDto: { name: 'Literal fee', unitOfMeasure: 'TZS', active: true } },
      tokens.platform,
    );
    expect(saved.code).toBe(9000);
    for (const stream of [byLiteral, byOtherName]) {
      expect(await stream.next((c) => c.uuid === saved.data!.uuid)).toMatchObject({
        resource: 'charge_types',
        action: 'create',
      });
      expect(stream.errors).toEqual([]);
      stream.close();
    }
    // The literal is checked as the variable is: a table the user may not read is refused.
    const refused = await literal(tokens.waterAdmin);
    await refused.ended;
    expect(refused.errors[0]?.extensions?.code).toBe(9004);
    expect(refused.changes).toEqual([]);
  });

  it('refuses a list the user may not read, and sends nothing of it', async () => {
    // Institution administrators hold no billing permission.
    const stream = await openStream(server.baseUrl, tokens.waterAdmin, 'charge_types');
    await stream.ended;
    expect(stream.errors[0]?.extensions?.code).toBe(9004);
    const unknown = await openStream(server.baseUrl, tokens.waterAdmin, 'refresh_tokens');
    await unknown.ended;
    expect(unknown.errors[0]?.extensions?.code).toBe(9004);
    expect([...stream.changes, ...unknown.changes]).toEqual([]);
  });

  it('answers the tables the user may watch, so a browser asks for no stream it would be refused', async () => {
    const WATCHABLE = '{ getWatchableTables { code dataList } }';
    const tables = async (token: string) => {
      const answer = await server.envelope<string[]>('uaa', WATCHABLE, {}, token);
      expect(answer.code).toBe(9000);
      return answer.dataList ?? [];
    };
    const platform = await tables(tokens.platform);
    const waterAdmin = await tables(tokens.waterAdmin);
    expect(platform).toEqual(expect.arrayContaining(['charge_types', 'departments', 'users']));
    // Logs and feedback are not announced; billing is not an institution administrator's.
    for (const table of ['error_logs', 'feedback', 'activity']) {
      expect(platform).not.toContain(table);
    }
    expect(waterAdmin).toContain('departments');
    expect(waterAdmin).not.toContain('charge_types');
    // What it answers is what a stream serves: each of the administrator's opens unrefused.
    const stream = await openStream(server.baseUrl, tokens.waterAdmin, waterAdmin[0]);
    await quiet(200);
    expect(stream.errors).toEqual([]);
    stream.close();
    // Signed out: the envelope's 9005, no list.
    const signedOut = await server.envelope<string[]>('uaa', WATCHABLE, {});
    expect(signedOut.code).toBe(9005);
  });

  it('limits the streams one user holds open at once', async () => {
    const streams = await Promise.all(
      Array.from({ length: 10 }, () =>
        openStream(server.baseUrl, tokens.roadsAdmin, 'departments'),
      ),
    );
    await quiet(200);
    const refused = await openStream(server.baseUrl, tokens.roadsAdmin, 'departments');
    await refused.ended;
    expect(refused.errors[0]?.extensions?.code).toBe(9011);
    streams.forEach((stream) => stream.close());
    // Closed streams are counted out: the next one is served.
    await quiet(300);
    const again = await openStream(server.baseUrl, tokens.roadsAdmin, 'departments');
    await quiet(200);
    expect(again.errors).toEqual([]);
    again.close();
  });

  it("sends an institution's records to its own people only", async () => {
    const waterStream = await openStream(server.baseUrl, tokens.waterAdmin, 'departments');
    const roadsStream = await openStream(server.baseUrl, tokens.roadsAdmin, 'departments');
    const waterDepartment = await server.envelope<{ uuid: string }>(
      'uaa',
      SAVE_DEPARTMENT,
      { department: { name: 'Water Works', code: 'WW' } },
      tokens.waterAdmin2,
    );
    expect(waterDepartment.code).toBe(9000);
    const heard = await waterStream.next((c) => c.uuid === waterDepartment.data!.uuid);
    expect(heard).toMatchObject({ action: 'create', actorName: 'Baraka Water' });
    // The roads stream works (it hears its own institution) but never heard of the water department.
    const roadsDepartment = await server.envelope<{ uuid: string }>(
      'uaa',
      SAVE_DEPARTMENT,
      { department: { name: 'Bridges', code: 'BR' } },
      tokens.roadsAdmin,
    );
    await roadsStream.next((c) => c.uuid === roadsDepartment.data!.uuid);
    await quiet(300);
    expect(roadsStream.changes.map((c) => c.uuid)).not.toContain(waterDepartment.data!.uuid);
    expect(waterStream.changes.map((c) => c.uuid)).not.toContain(roadsDepartment.data!.uuid);
    waterStream.close();
    roadsStream.close();
  });

  it('names the others who have a record open, and tells watchers when someone opens it', async () => {
    const department = await server.envelope<{ uuid: string }>(
      'uaa',
      SAVE_DEPARTMENT,
      { department: { name: 'Pipes', code: 'PI' } },
      tokens.waterAdmin,
    );
    const uuid = department.data!.uuid;
    const vars = { resource: 'departments', uuid };
    const first = await server.envelope<string>('uaa', HOLD, vars, tokens.waterAdmin);
    expect(first).toMatchObject({ code: 9000, dataList: [] });
    const stream = await openStream(server.baseUrl, tokens.waterAdmin, 'departments');
    const second = await server.envelope<string>('uaa', HOLD, vars, tokens.waterAdmin2);
    expect(second.dataList).toEqual(['Asha Water']);
    await stream.next((c) => c.uuid === uuid && c.action === 'presence');
    const again = await server.envelope<string>('uaa', HOLD, vars, tokens.waterAdmin);
    expect(again.dataList).toEqual(['Baraka Water']);
    await server.envelope('uaa', RELEASE, vars, tokens.waterAdmin2);
    const alone = await server.envelope<string>('uaa', HOLD, vars, tokens.waterAdmin);
    expect(alone.dataList).toEqual([]);
    // Another institution's administrator learns nothing of the record, not even who edits it.
    const outsider = await server.envelope<string>('uaa', HOLD, vars, tokens.roadsAdmin);
    expect(outsider.code).toBe(9002);
    stream.close();
  });

  it('watches every list the browser shows, but logs and a tenderer’s own registration rows', () => {
    const everything = { permissions: { has: () => true } } as unknown as AuthUser;
    // Not records kept by administrators: the activity and logs, and sections one tenderer keeps.
    const unwatched = new Set([
      'activity',
      'department_users',
      'error_logs',
      'feedback',
      'litigation_records',
      'personnel_informations',
      'personnel_work_experiences',
      'tenderer_financial_resources',
      'tenderer_financial_statements',
      'tenderer_work_experiences',
      'work_equipments',
    ]);
    const shown = resourceDescriptors
      .map((resource) => resource.historyEntity || resource.name.replace(/-/g, '_'))
      .filter((entity) => !unwatched.has(entity));
    expect(shown.filter((entity) => !readableLiveTable(everything, entity))).toEqual([]);
    expect(shown.length).toBeGreaterThan(40);
  });
});

// Two processes on one PostgreSQL database (as tests/server/twoInstances.test.ts starts them).
const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('live lists across two processes of one PostgreSQL database', () => {
  let processes: Awaited<ReturnType<typeof startTwoProcesses>>;
  let base: (i: number) => string;

  beforeAll(async () => {
    processes = await startTwoProcesses(serverUrl!, {
      name: 'live',
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      together: true,
    });
    ({ base } = processes);
  }, 180_000);
  afterAll(() => processes?.stop());
  const tokenOf = async (i: number) => {
    const response = await fetch(`${base(i)}${restPaths('zabuni').login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const save = async (i: number, token: string, name: string) => {
    const response = await fetch(`${base(i)}${graphqlPath('zabuni', 'billing')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: SAVE_CHARGE_TYPE,
        variables: { chargeTypeDto: { name, unitOfMeasure: 'TZS', active: true } },
      }),
    });
    const body = (await response.json()) as {
      data: { createUpdateChargeType: { data: { uuid: string } } };
    };
    return body.data.createUpdateChargeType.data.uuid;
  };

  it("each hears the other's saves within two seconds", async () => {
    const [token0, token1] = [await tokenOf(0), await tokenOf(1)];
    const on0 = await openStream(base(0), token0, 'charge_types');
    const on1 = await openStream(base(1), token1, 'charge_types');
    // The first subscriber of a process opens its listening connection: give it a moment.
    await quiet(500);
    const savedOn1 = await save(1, token1, 'Saved on the second process');
    await on0.next((c) => c.uuid === savedOn1);
    const savedOn0 = await save(0, token0, 'Saved on the first process');
    await on1.next((c) => c.uuid === savedOn0);
    on0.close();
    on1.close();
  });
});
