import { eq } from 'drizzle-orm';
import type { GetListParams } from 'react-admin';
import { expect } from 'vitest';
import { operationTable } from '../../../src/composition/operationTable';
import { serviceOfOperation } from '../../support/operationServices';
import type { OperationMapping } from '../../../providers/operations/types';
import { institutions, users } from '../../../server/db/schema/identity';
import { financialYears, procurementMethods } from '../../../server/db/schema/planning';
import { departmentalNeeds, tenders } from '../../../server/db/schema/procurementReference';
import { tenderCategories } from '../../../server/db/schema/referenceData';
import { ADMIN_EMAIL, type Envelope, type TestServer } from './testServer';

/**
 * Every resource driven as its screens drive it (the browser's operation table: the same documents
 * and variables), for the tests that go over every kind of record an administrator edits
 * (recordVersions, restoreEveryResource). Import it before the operation table is used: the
 * descriptors' parsers remember what they read in the browser's storage (special days, the user).
 */
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

export type Row = Record<string, unknown> & { id: string; version?: number };

export interface Acting {
  email: string;
  token: string;
}

/**
 * Records the tests create first, as the create screen does: lists a fresh database leaves empty, and
 * those whose seeded rows may not be edited or deleted (base roles, the signed-in administrator, an
 * institution with users). The institution's own records are added by arrangeInstitutionRecords.
 */
const baseFixtures: Record<string, Record<string, unknown>> = {
  'charge-types': { name: 'Versioned charge', unitOfMeasure: 'each', active: true },
  departments: { name: 'Versioned department', code: 'VER-1', active: true },
  'lot-groups': { name: 'Versioned lot group', active: true },
  'special-days': { name: 'Versioned day', date: '2031-05-05', active: true },
  branches: { branchName: 'Versioned branch', branchCode: 'VER-1', active: true },
  institutions: { name: 'Versioned institution', code: 'VER', isLowerLevel: false, active: true },
  roles: { name: 'VERSIONED_ROLE', description: 'Versioned', active: true },
  users: { email: 'versioned@zabuni.test', fullName: 'Versioned User', roleIds: [] },
};

const OFFICER = { email: 'officer@versioned.zabuni.test', password: 'Versioned-Passw0rd!' };

/** The text field a test may change in every resource: the first of these the save sends. */
export const editable = [
  'description',
  'name',
  'fullName',
  'branchName',
  'title',
  'reason',
  'inspectionTestQuestion',
  'fieldName',
];

export function resourceDriver(server: TestServer, adminToken: string) {
  /** Who edits a resource, where a platform administrator does not (an institution's own plans). */
  const editors: Record<string, Acting> = {};
  /** The list filter of resources whose rows are listed per parent (a tender's lots). */
  const listFilters: Record<string, Record<string, unknown>> = {};
  const fixtures: Record<string, Record<string, unknown>> = { ...baseFixtures };
  /** Who drives the resource under test. */
  let acting: Acting = { email: ADMIN_EMAIL, token: adminToken };

  /**
   * What no screen of a platform administrator makes: an institution's tender (its lots are added on
   * screen) and a departmental need (recorded by the institution's own staff). Answers the
   * institution's id.
   */
  async function arrangeInstitutionRecords(): Promise<number> {
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
    return institution.id;
  }

  /** One verb of a resource, sent as the data provider sends it; answers the operation's envelope. */
  async function send(
    mapping: OperationMapping<never>,
    params: unknown,
    as = acting.token,
  ): Promise<Envelope<Row>> {
    const answer = await server.graphql(
      serviceOfOperation(mapping.operation),
      mapping.document,
      mapping.variables(params as never),
      as,
    );
    expect(answer.errors ?? []).toEqual([]);
    return (answer.data as Record<string, Envelope<Row>>)[mapping.operation];
  }

  async function list(resource: string): Promise<Row[]> {
    const getList = operationTable[resource].getList as OperationMapping<never>;
    const params: GetListParams = {
      pagination: { page: 1, perPage: 5 },
      filter: listFilters[resource] ?? {},
    };
    return getList.parse(await send(getList, params), params as never).data as Row[];
  }

  /** The record as its edit screen reads it: by its read of one, else through its list (its row). */
  async function read(resource: string, id: string): Promise<Row> {
    const getOne = operationTable[resource].getOne as OperationMapping<never> | undefined;
    if (getOne) return getOne.parse(await send(getOne, { id }), { id } as never).data as Row;
    const rows = await list(resource);
    const row = rows.find((candidate) => candidate.id === id);
    expect(row, `${resource}: ${id} is listed`).toBeDefined();
    return row!;
  }

  /** A record of the resource to work on: its fixture created as the create screen does, else the first listed. */
  async function recordOf(resource: string): Promise<Row | undefined> {
    const fixture = fixtures[resource];
    if (!fixture) return (await list(resource))[0];
    const create = operationTable[resource].create as OperationMapping<never>;
    return create.parse(await send(create, { data: fixture }), { data: fixture } as never)
      .data as Row;
  }

  return {
    editors,
    fixtures,
    arrangeInstitutionRecords,
    send,
    list,
    read,
    recordOf,
    /** Drives the next calls as this user (the resource's editor, else the administrator). */
    actAs(resource: string) {
      acting = editors[resource] ?? { email: ADMIN_EMAIL, token: adminToken };
      return acting;
    },
  };
}
