import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions, roles } from '../../server/db/schema/identity';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../server/support/testServer';

/**
 * Smaller holes (issue 16, item 11): a role cannot be named like a platform base role, in any case or
 * spacing, and two roles of an institution cannot have names that read the same (ASVS 4.1.3, 1.4.4);
 * serviceHealth tells the public only whether the service is up (ASVS 14.3.3).
 */
let server: TestServer;
let platform: string;
let ministryUuid: string;
let ministryId: number;
let agencyUuid: string;

type Saved = { code: number; message: string; data: { uuid: string; name: string } | null };

const saveRole = async (role: Record<string, unknown>) => {
  const response = await server.graphql<{ createUpdateRole: Saved }>(
    'uaa',
    'mutation ($role: RoleInput!) { createUpdateRole(role: $role) { code message data { uuid name } } }',
    { role },
    platform,
  );
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.createUpdateRole;
};

beforeAll(async () => {
  server = await startTestServer();
  platform = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  const made = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Roles' }, { name: 'Agency of Roles' }])
    .returning({ id: institutions.id, uuid: institutions.uuid });
  [ministryId, ministryUuid, agencyUuid] = [made[0].id, made[0].uuid, made[1].uuid];
}, 60_000);
afterAll(() => server?.stop());

describe("an institution's role", () => {
  it.each([
    'SUPER_ADMINISTRATOR',
    'SUPERADMINISTRATOR',
    'INSTITUTION_ADMINISTRATOR',
    'PROCUREMENT_OFFICER',
    'HEAD_OFPMU',
  ])('may not be named like a base role: %s', async (name) => {
    const saved = await saveRole({ name, institutionUuid: ministryUuid });
    expect(saved.code).toBe(ResponseCode.DUPLICATE);
    expect(saved.message).toMatch(/is a platform base role/);
  });

  it('may not be named like a base role in another case or with spaces', async () => {
    for (const name of ['super administrator', 'Super_Administrator', ' SUPER ADMINISTRATOR ']) {
      expect((await saveRole({ name, institutionUuid: ministryUuid })).code).not.toBe(
        ResponseCode.SUCCESS,
      );
    }
  });

  it('may not be renamed to a base role', async () => {
    const saved = await saveRole({ name: 'CLERK', institutionUuid: ministryUuid });
    expect(saved.code).toBe(ResponseCode.SUCCESS);
    const renamed = await saveRole({ uuid: saved.data!.uuid, name: 'SUPER_ADMINISTRATOR' });
    expect(renamed.code).toBe(ResponseCode.DUPLICATE);
  });

  it('has a name no other role of the institution reads the same as', async () => {
    expect((await saveRole({ name: 'STORES_OFFICER', institutionUuid: ministryUuid })).code).toBe(
      ResponseCode.SUCCESS,
    );
    const same = await saveRole({ name: 'STORESOFFICER', institutionUuid: ministryUuid });
    expect(same.code).toBe(ResponseCode.DUPLICATE);
    // Another institution has its own names.
    expect((await saveRole({ name: 'STORES_OFFICER', institutionUuid: agencyUuid })).code).toBe(
      ResponseCode.SUCCESS,
    );
  });

  it('is unique in the database too, whatever the case or spacing', async () => {
    await expect(
      server.db
        .insert(roles)
        .values({ name: 'stores officer', institutionId: ministryId, createdBy: 'test' }),
    ).rejects.toThrow();
  });

  it('cannot be a copy of a base role', async () => {
    const list = await server.graphql<{
      listOfRoles: { dataList: { uuid: string; name: string; isBaseRole: boolean }[] };
    }>('uaa', 'query { listOfRoles { dataList { uuid name isBaseRole } } }', {}, platform);
    const base = list.data!.listOfRoles.dataList.find((r) => r.name === 'SUPER_ADMINISTRATOR')!;
    const copy = await server.graphql<{ copyRoleToOtherInstitution: { code: number } }>(
      'uaa',
      'mutation ($institutionUuid: String!, $roleUuid: String!) { copyRoleToOtherInstitution(institutionUuid: $institutionUuid, roleUuid: $roleUuid) { code } }',
      { institutionUuid: agencyUuid, roleUuid: base.uuid },
      platform,
    );
    expect(copy.data!.copyRoleToOtherInstitution.code).toBe(ResponseCode.DUPLICATE);
  });
});

describe('serviceHealth', () => {
  const health = (token?: string) =>
    server.graphql<{
      serviceHealth: { status: string; service: string | null; database: string | null };
    }>('uaa', '{ serviceHealth { status service product database } }', undefined, token);

  it('tells the public only that the service is up', async () => {
    expect((await health()).data!.serviceHealth).toEqual({
      status: 'UP',
      service: null,
      product: null,
      database: null,
    });
  });

  it('tells a signed-in user who is not an administrator no more', async () => {
    await server.createUser({
      email: 'officer@roles.test',
      password: 'Officer-Passw0rd-Long!',
      role: 'PROCUREMENT_OFFICER',
    });
    const officer = await server.accessToken('officer@roles.test', 'Officer-Passw0rd-Long!');
    expect((await health(officer)).data!.serviceHealth.database).toBeNull();
  });

  it('tells a platform administrator which database it runs on', async () => {
    expect((await health(platform)).data!.serviceHealth).toMatchObject({
      status: 'UP',
      service: 'uaa',
      database: server.databaseKind,
    });
  });
});
