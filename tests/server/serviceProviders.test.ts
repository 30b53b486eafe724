import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions } from '../../server/db/schema/identity';
import { serviceGroups, services, serviceSubscriptions } from '../../server/db/schema/services';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

type Result<T = unknown> = { code: number; message: string; data: T | null; dataList?: T[] | null };
type Client = {
  id: string;
  confirmed: boolean;
  confirmedBy: string | null;
  client: { name: string };
  service: { name: string; code: string };
};
type User = { uuid: string; fullName: string };

const CLIENT =
  'id uuid confirmed confirmedBy client { name } provider { name } service { name code }';
const PASSWORD = 'Service-Passw0rd!';
const PROVIDER_GRANTS = ['uaa.service.read', 'uaa.service.client.write', 'uaa.service.user.write'];

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, { id: number; uuid: string }> = {};
const people: Record<string, { id: number; uuid: string }> = {};
const clientIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const made = await server.db
    .insert(institutions)
    .values([
      { name: 'Government Procurement Services Agency' },
      { name: 'Tanzania Electrical, Mechanical and Electronics Services Agency' },
      { name: 'Tanzania Buildings Agency', active: false },
      { name: 'Ministry of Water' },
      { name: 'Kilosa District Council' },
    ])
    .returning({ id: institutions.id, uuid: institutions.uuid });
  [ids.gpsa, ids.temesa, ids.tba, ids.water, ids.kilosa] = made;
  const [supplies, maintenance] = await server.db
    .insert(serviceGroups)
    .values([
      { name: 'Common-use items', code: 'CUI' },
      { name: 'Vehicle and equipment maintenance', code: 'VEM' },
    ])
    .returning();
  ids.supplies = supplies;
  ids.maintenance = maintenance;
  const [stationery, fuel, repairs, , oldService] = await server.db
    .insert(services)
    .values([
      {
        providerInstitutionId: ids.gpsa.id,
        serviceGroupId: supplies.id,
        name: 'Stationery framework',
        code: 'GPSA-STA',
      },
      {
        providerInstitutionId: ids.gpsa.id,
        serviceGroupId: supplies.id,
        name: 'Fuel supply',
        code: 'GPSA-FUEL',
      },
      {
        providerInstitutionId: ids.temesa.id,
        serviceGroupId: maintenance.id,
        name: 'Vehicle repairs',
        code: 'TMS-VR',
      },
      {
        providerInstitutionId: ids.temesa.id,
        serviceGroupId: supplies.id,
        name: 'Spare parts',
        code: 'TMS-SP',
        active: false,
      },
      {
        providerInstitutionId: ids.tba.id,
        serviceGroupId: maintenance.id,
        name: 'Building maintenance',
        code: 'TBA-BM',
      },
    ])
    .returning();
  Object.assign(ids, { stationery, fuel, repairs, oldService });
  const subscriptions = await server.db
    .insert(serviceSubscriptions)
    .values([
      {
        serviceId: stationery.id,
        providerInstitutionId: ids.gpsa.id,
        clientInstitutionId: ids.water.id,
      },
      {
        serviceId: stationery.id,
        providerInstitutionId: ids.gpsa.id,
        clientInstitutionId: ids.kilosa.id,
        confirmed: true,
      },
      {
        serviceId: repairs.id,
        providerInstitutionId: ids.temesa.id,
        clientInstitutionId: ids.water.id,
      },
    ])
    .returning();
  [clientIds.waterStationery, clientIds.kilosaStationery, clientIds.waterRepairs] =
    subscriptions.map((s) => String(s.id));

  const staff = [
    ['gpsaAdmin', ids.gpsa.id, PROVIDER_GRANTS, 'Asha GPSA Admin'],
    ['gpsaViewer', ids.gpsa.id, ['uaa.service.read'], 'Juma GPSA Viewer'],
    ['temesaAdmin', ids.temesa.id, PROVIDER_GRANTS, 'Rehema TEMESA Admin'],
    ['gpsaStorekeeper', ids.gpsa.id, [], 'Zawadi Storekeeper'],
    ['gpsaDriver', ids.gpsa.id, [], 'Hamisi Driver'],
    ['temesaMechanic', ids.temesa.id, [], 'Musa Mechanic'],
  ] as const;
  for (const [name, institutionId, grants, fullName] of staff) {
    const email = `${name.toLowerCase()}@services.test`;
    people[name] = await insertStaff(server.db, {
      email,
      password: PASSWORD,
      institutionId,
      grants: [...grants],
      fullName,
    });
    if (grants.length > 0) tokens[name] = await server.accessToken(email, PASSWORD);
  }
  tokens.admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

async function call<T>(token: string, document: string, variables: Record<string, unknown> = {}) {
  return server.envelope<T>('uaa', document, variables, token) as Promise<Result<T>>;
}

const myClients = (token = tokens.gpsaAdmin) =>
  call<Client>(
    token,
    `{ clientsSubscribedForServicesInMyInst { code message dataList { ${CLIENT} } } }`,
  );

const clientsByStatus = (confirmed: boolean, token = tokens.gpsaAdmin) =>
  call<Client>(
    token,
    `query ($confirmed: Boolean!) { getMyServiceSubscribersByConfirmedStatus(confirmed: $confirmed) { code message dataList { ${CLIENT} } } }`,
    { confirmed },
  );

const clientsOfService = (serviceId: unknown, token = tokens.gpsaAdmin) =>
  call<Client>(
    token,
    `query ($serviceId: ID!) { getAllClientsSubscribedForService(serviceId: $serviceId) { code message dataList { ${CLIENT} } } }`,
    { serviceId },
  );

const confirm = (clientId: string, token = tokens.gpsaAdmin) =>
  call<Client>(
    token,
    `mutation ($clientId: ID!) { confirmSubscription(clientId: $clientId) { code message data { ${CLIENT} } } }`,
    { clientId },
  );

const unsubscribe = (clientId: string, token = tokens.gpsaAdmin) =>
  call<Client>(
    token,
    `mutation ($clientId: ID!) { deleteClientFromMyInstitution(clientId: $clientId) { code message data { ${CLIENT} } } }`,
    { clientId },
  );

const serviceUsers = (serviceUuid: string, token = tokens.gpsaAdmin) =>
  call<User>(
    token,
    `query ($serviceUuid: String!) { getAllUsersAssignedToService(serviceUuid: $serviceUuid) { code message dataList { uuid fullName } } }`,
    { serviceUuid },
  );

const groupUsers = (groupUuid: string, token = tokens.gpsaAdmin) =>
  call<User>(
    token,
    `query ($groupUuid: String!) { getAllUsersFoundInServiceGroup(groupUuid: $groupUuid) { code message dataList { uuid fullName } } }`,
    { groupUuid },
  );

const changeServiceUsers = (
  operation: 'assignUsersToService' | 'removeUsersFromService',
  userUuidList: unknown,
  serviceUuid: string,
  token = tokens.gpsaAdmin,
) =>
  call<User>(
    token,
    `mutation ($userUuidList: [String!]!, $serviceUuid: String!) { ${operation}(userUuidList: $userUuidList, serviceUuid: $serviceUuid) { code message dataList { uuid fullName } } }`,
    { userUuidList, serviceUuid },
  );

const names = (rows: { fullName: string }[] | null | undefined) =>
  (rows ?? []).map((r) => r.fullName);

describe('service providers', () => {
  it('lists every institution offering a live service, active or not', async () => {
    const result = await call<{ name: string; active: boolean }>(
      tokens.gpsaViewer,
      '{ getAllServiceProviderInstitutionsIrrespectly { code message dataList { id uuid name active } } }',
    );
    expect(result.code).toBe(ResponseCode.SUCCESS);
    expect(result.dataList).toEqual([
      expect.objectContaining({ name: 'Government Procurement Services Agency', active: true }),
      expect.objectContaining({ name: 'Tanzania Buildings Agency', active: false }),
      expect.objectContaining({
        name: 'Tanzania Electrical, Mechanical and Electronics Services Agency',
      }),
    ]);
  });

  it('lists the active providers with their active services and groups', async () => {
    const result = await call<{
      name: string;
      services: { name: string; serviceGroup: { code: string } }[];
    }>(
      tokens.gpsaViewer,
      '{ getAllServiceProviders { code message dataList { uuid name services { id uuid name code active serviceGroup { uuid code } provider { name } } } } }',
    );
    expect(result.dataList!.map((p) => [p.name, p.services.map((s) => s.name)])).toEqual([
      ['Government Procurement Services Agency', ['Fuel supply', 'Stationery framework']],
      ['Tanzania Electrical, Mechanical and Electronics Services Agency', ['Vehicle repairs']],
    ]);
    expect(result.dataList![1].services[0].serviceGroup.code).toBe('VEM');
  });

  it("lists the caller's own services for the service-user screen", async () => {
    const result = await call<{ name: string; active: boolean }>(
      tokens.temesaAdmin,
      '{ getMyInstitutionServices { code dataList { uuid name active provider { name } } } }',
    );
    expect(result.dataList!.map((s) => [s.name, s.active])).toEqual([
      ['Spare parts', false],
      ['Vehicle repairs', true],
    ]);
  });

  it('refuses callers without the permission (9004)', async () => {
    const clerk = await insertStaff(server.db, {
      email: 'clerk@services.test',
      password: PASSWORD,
      institutionId: ids.gpsa.id,
      grants: ['uaa.branch.read'],
    });
    expect(clerk.id).toBeGreaterThan(0);
    const token = await server.accessToken('clerk@services.test', PASSWORD);
    expect((await call(token, '{ getAllServiceProviders { code } }')).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await myClients(token)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await serviceUsers(ids.stationery.uuid, token)).code).toBe(ResponseCode.FORBIDDEN);
  });
});

describe('clients', () => {
  it("are the caller's institution's subscriptions, filtered by confirmation", async () => {
    const gpsa = await myClients();
    expect(gpsa.code).toBe(ResponseCode.SUCCESS);
    expect(gpsa.dataList!.map((c) => [c.client.name, c.service.code, c.confirmed]).sort()).toEqual([
      ['Kilosa District Council', 'GPSA-STA', true],
      ['Ministry of Water', 'GPSA-STA', false],
    ]);
    expect((await myClients(tokens.temesaAdmin)).dataList!.map((c) => c.service.code)).toEqual([
      'TMS-VR',
    ]);
    expect((await clientsByStatus(false)).dataList!.map((c) => c.client.name)).toEqual([
      'Ministry of Water',
    ]);
    expect((await clientsByStatus(true)).dataList!.map((c) => c.client.name)).toEqual([
      'Kilosa District Council',
    ]);
  });

  it('of one service are read by its provider only', async () => {
    expect((await clientsOfService(ids.stationery.id)).dataList).toHaveLength(2);
    expect((await clientsOfService(ids.fuel.id)).dataList).toEqual([]);
    expect((await clientsOfService(ids.stationery.id, tokens.temesaAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await clientsOfService(ids.stationery.id, tokens.admin)).dataList).toHaveLength(2);
    expect((await clientsOfService('stationery')).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await clientsOfService(987654)).code).toBe(ResponseCode.NOT_FOUND);
  });

  it('are confirmed by their own provider with the spec text; others are refused', async () => {
    expect((await confirm(clientIds.waterStationery, tokens.temesaAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await confirm(clientIds.waterStationery, tokens.gpsaViewer)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await confirm('x')).code).toBe(ResponseCode.INVALID_INPUT);
    expect((await clientsByStatus(false)).dataList).toHaveLength(1);
    const confirmed = await confirm(clientIds.waterStationery);
    expect(confirmed).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Confirmed Successfully',
      data: {
        confirmed: true,
        confirmedBy: 'gpsaadmin@services.test',
        client: { name: 'Ministry of Water' },
      },
    });
    expect((await clientsByStatus(false)).dataList).toEqual([]);
    expect((await clientsByStatus(true)).dataList).toHaveLength(2);
  });

  it('are unsubscribed by their own provider; a missing one gives the spec error text', async () => {
    expect((await unsubscribe(clientIds.waterRepairs)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await myClients(tokens.temesaAdmin)).dataList).toHaveLength(1);
    const done = await unsubscribe(clientIds.waterRepairs, tokens.temesaAdmin);
    expect(done).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Client unsubscribed Successfully',
      data: { service: { code: 'TMS-VR' } },
    });
    expect((await myClients(tokens.temesaAdmin)).dataList).toEqual([]);
    const again = await unsubscribe(clientIds.waterRepairs, tokens.temesaAdmin);
    expect(again).toMatchObject({
      code: ResponseCode.NOT_FOUND,
      message: 'Failed to unsubscribed Client details',
    });
  });
});

describe('service users', () => {
  it('are assigned from the provider’s own staff with the spec text', async () => {
    const added = await changeServiceUsers(
      'assignUsersToService',
      [people.gpsaStorekeeper.uuid, people.gpsaDriver.uuid],
      ids.stationery.uuid,
    );
    expect(added).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Users Added to Service successfully',
    });
    expect(names(added.dataList)).toEqual(['Hamisi Driver', 'Zawadi Storekeeper']);
    expect(names((await serviceUsers(ids.stationery.uuid)).dataList)).toEqual([
      'Hamisi Driver',
      'Zawadi Storekeeper',
    ]);
    const again = await changeServiceUsers(
      'assignUsersToService',
      [people.gpsaDriver.uuid],
      ids.stationery.uuid,
    );
    expect(names(again.dataList)).toHaveLength(2);
  });

  it('refuse other institutions’ staff, bad input and other providers, changing nothing', async () => {
    const cases: [unknown, string, string, number][] = [
      [[people.temesaMechanic.uuid], ids.fuel.uuid, tokens.gpsaAdmin, ResponseCode.INVALID_INPUT],
      [
        [people.gpsaDriver.uuid, people.temesaMechanic.uuid],
        ids.fuel.uuid,
        tokens.gpsaAdmin,
        ResponseCode.INVALID_INPUT,
      ],
      [[], ids.fuel.uuid, tokens.gpsaAdmin, ResponseCode.INVALID_INPUT],
      [['not-a-uuid'], ids.fuel.uuid, tokens.gpsaAdmin, ResponseCode.INVALID_INPUT],
      [[people.gpsaDriver.uuid], 'fuel', tokens.gpsaAdmin, ResponseCode.INVALID_INPUT],
      [[people.gpsaDriver.uuid], ids.fuel.uuid, tokens.temesaAdmin, ResponseCode.FORBIDDEN],
      [[people.gpsaDriver.uuid], ids.fuel.uuid, tokens.gpsaViewer, ResponseCode.FORBIDDEN],
    ];
    for (const [list, service, token, code] of cases) {
      expect((await changeServiceUsers('assignUsersToService', list, service, token)).code).toBe(
        code,
      );
    }
    expect((await serviceUsers(ids.fuel.uuid)).dataList).toEqual([]);
    expect((await serviceUsers(ids.stationery.uuid, tokens.temesaAdmin)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
  });

  it("of a group are those of the caller's institution's services in it", async () => {
    await changeServiceUsers(
      'assignUsersToService',
      [people.temesaMechanic.uuid],
      ids.repairs.uuid,
      tokens.temesaAdmin,
    );
    expect(names((await groupUsers(ids.supplies.uuid)).dataList)).toEqual([
      'Hamisi Driver',
      'Zawadi Storekeeper',
    ]);
    expect((await groupUsers(ids.supplies.uuid, tokens.temesaAdmin)).dataList).toEqual([]);
    expect(names((await groupUsers(ids.maintenance.uuid, tokens.temesaAdmin)).dataList)).toEqual([
      'Musa Mechanic',
    ]);
    expect(names((await groupUsers(ids.maintenance.uuid, tokens.admin)).dataList)).toEqual([
      'Musa Mechanic',
    ]);
    expect((await groupUsers('00000000-0000-4000-8000-000000000000')).code).toBe(
      ResponseCode.NOT_FOUND,
    );
  });

  it('are removed with the spec text', async () => {
    const removed = await changeServiceUsers(
      'removeUsersFromService',
      [people.gpsaDriver.uuid],
      ids.stationery.uuid,
    );
    expect(removed).toMatchObject({
      code: ResponseCode.SUCCESS,
      message: 'Users Removed Successfully',
    });
    expect(names(removed.dataList)).toEqual(['Zawadi Storekeeper']);
    const refused = await changeServiceUsers(
      'removeUsersFromService',
      [people.gpsaStorekeeper.uuid],
      ids.stationery.uuid,
      tokens.temesaAdmin,
    );
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    expect(names((await serviceUsers(ids.stationery.uuid)).dataList)).toEqual([
      'Zawadi Storekeeper',
    ]);
  });
});
