import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type Envelope,
  type TestServer,
} from './support/testServer';

interface ChargeType {
  uuid: string;
  name: string;
  unitOfMeasure: string | null;
  active: boolean;
  deleted: boolean;
  createdBy: string | null;
  updatedBy: string | null;
}

interface ChargeTypePage {
  content: ChargeType[];
  number: number;
  numberOfElements: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

interface PageParam {
  page?: number;
  size?: number;
  sortBy?: string;
  sortDirection?: 'ASC' | 'DESC';
  filters?: { fieldName: string; operation: 'EQ' | 'LIKE'; value1: string }[];
}

const FIELDS = 'uuid name unitOfMeasure active deleted createdBy updatedBy';
const SAVE = `mutation Save($dto: ChargeTypeDtoInput!) {
  createUpdateChargeType(chargeTypeDto: $dto) { code message status data { ${FIELDS} } }
}`;
const FIND = `query Find($uuid: String!) {
  findChargeTypeByUuid(uuid: $uuid) { code message status data { ${FIELDS} } }
}`;
const DELETE = `mutation Delete($uuid: String!) {
  deleteChargeTypeByUuid(uuid: $uuid) { code message status data { ${FIELDS} } }
}`;
const LIST = `query List($deleted: Boolean, $pageParam: PageableParamInput) {
  getAllChargeTypes(deleted: $deleted, pageParam: $pageParam) {
    code message status
    data { number numberOfElements size totalElements totalPages content { ${FIELDS} } }
  }
}`;

const OFFICER_EMAIL = 'officer@zabuni.test';
const OFFICER_PASSWORD = 'Officer-Passw0rd!';

let server: TestServer;
let admin: string;
let officer: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({
    email: OFFICER_EMAIL,
    password: OFFICER_PASSWORD,
    role: 'PROCUREMENT_OFFICER',
  });
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  officer = await server.accessToken(OFFICER_EMAIL, OFFICER_PASSWORD);
});
afterAll(async () => {
  await server?.stop();
});

/** Runs one operation and answers its envelope; a GraphQL error fails the test. */
async function call<T>(
  query: string,
  variables: Record<string, unknown>,
  /** null: an anonymous call. */
  token: string | null,
): Promise<Envelope<T>> {
  const body = await server.graphql<Record<string, Envelope<T>>>(
    'billing',
    query,
    variables,
    token ?? undefined,
  );
  expect(body.errors).toBeUndefined();
  const [envelope] = Object.values(body.data ?? {});
  expect(envelope).toBeDefined();
  return envelope;
}

const save = (dto: Record<string, unknown>, token: string | null = admin) =>
  call<ChargeType>(SAVE, { dto }, token);
const find = (uuid: string, token: string | null = admin) =>
  call<ChargeType>(FIND, { uuid }, token);
const remove = (uuid: string, token: string | null = admin) =>
  call<ChargeType>(DELETE, { uuid }, token);
const list = (pageParam?: PageParam, options: { deleted?: boolean; token?: string | null } = {}) =>
  call<ChargeTypePage>(
    LIST,
    { pageParam, deleted: options.deleted },
    options.token === undefined ? admin : options.token,
  );

/** A successful page; fails the test on any other code. */
async function page(pageParam?: PageParam, deleted?: boolean): Promise<ChargeTypePage> {
  const result = await list(pageParam, { deleted });
  expect(result.code).toBe(ResponseCode.SUCCESS);
  return result.data as ChargeTypePage;
}

/** Every live (or deleted) row, in the server's order for the given sort and filters. */
async function allRows(pageParam: PageParam = {}, deleted?: boolean): Promise<ChargeType[]> {
  const full = await page({ ...pageParam, page: 0, size: 500 }, deleted);
  expect(full.totalElements).toBe(full.content.length);
  return full.content;
}

/** Creates a charge type as the administrator; fails the test unless it is created. */
async function create(dto: Record<string, unknown>): Promise<ChargeType> {
  const result = await save(dto);
  expect(result.code).toBe(ResponseCode.SUCCESS);
  return result.data as ChargeType;
}

/** A snapshot of the whole table (live and deleted) to prove that a refused call changed nothing. */
const snapshot = async () => ({ live: await allRows(), deleted: await allRows({}, true) });

const randomUuid = () => crypto.randomUUID();

describe('the database under test', () => {
  it('is the one TEST_DATABASE_URL asks for', async () => {
    // Which database it is, is told to platform administrators only.
    const body = await server.graphql<{ serviceHealth: { database: string } }>(
      'billing',
      '{ serviceHealth { service database } }',
      undefined,
      admin,
    );
    expect(body.data?.serviceHealth).toEqual({
      service: 'billing',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('create, read, update and delete', () => {
  it('creates a charge type and finds it by uuid', async () => {
    const before = await page();
    const created = await save({ name: 'Tender fee', unitOfMeasure: 'TZS', active: true });
    expect(created).toMatchObject({
      code: ResponseCode.SUCCESS,
      status: true,
      message: 'Created Successfully',
    });
    expect(created.data).toMatchObject({
      name: 'Tender fee',
      unitOfMeasure: 'TZS',
      active: true,
      deleted: false,
      createdBy: ADMIN_EMAIL,
      updatedBy: null,
    });
    expect(created.data?.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const found = await find(created.data!.uuid);
    expect(found.code).toBe(ResponseCode.SUCCESS);
    expect(found.data).toEqual(created.data);

    const after = await page();
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect((await allRows()).map((row) => row.uuid)).toContain(created.data!.uuid);
  });

  it('trims the name, stores a blank unit of measure as null and is active by default', async () => {
    const created = await create({ name: '  Trimmed fee  ', unitOfMeasure: '' });
    expect(created).toMatchObject({ name: 'Trimmed fee', unitOfMeasure: null, active: true });
  });

  it('updates a charge type by its uuid', async () => {
    const original = await create({ name: 'Bid bond fee', unitOfMeasure: 'TZS' });
    const totalBefore = (await page()).totalElements;

    const updated = await save({
      uuid: original.uuid,
      name: 'Bid security fee',
      unitOfMeasure: 'USD',
      active: false,
    });
    expect(updated).toMatchObject({ code: ResponseCode.SUCCESS, message: 'Edited Successfully' });
    expect(updated.data).toMatchObject({
      uuid: original.uuid,
      name: 'Bid security fee',
      unitOfMeasure: 'USD',
      active: false,
      createdBy: ADMIN_EMAIL,
      updatedBy: ADMIN_EMAIL,
    });

    expect((await find(original.uuid)).data).toEqual(updated.data);
    // An update is not a new row, and the old name is gone.
    expect((await page()).totalElements).toBe(totalBefore);
    const names = (await allRows()).map((row) => row.name);
    expect(names).toContain('Bid security fee');
    expect(names).not.toContain('Bid bond fee');
  });

  it('may change only the case of its own name', async () => {
    const original = await create({ name: 'Appeal fee' });
    const updated = await save({ uuid: original.uuid, name: 'APPEAL FEE' });
    expect(updated.code).toBe(ResponseCode.SUCCESS);
    expect(updated.data?.name).toBe('APPEAL FEE');
  });

  it('deletes a charge type: it is no longer found or listed, and the totals drop by one', async () => {
    const doomed = await create({ name: 'Doomed fee' });
    const liveBefore = await page();
    const deletedBefore = await page({}, true);

    const deleted = await remove(doomed.uuid);
    expect(deleted).toMatchObject({ code: ResponseCode.SUCCESS, message: 'Deleted Successfully' });
    expect(deleted.data).toMatchObject({
      uuid: doomed.uuid,
      deleted: true,
      updatedBy: ADMIN_EMAIL,
    });

    const found = await find(doomed.uuid);
    expect(found).toMatchObject({ code: ResponseCode.NOT_FOUND, status: false, data: null });

    const liveAfter = await page();
    expect(liveAfter.totalElements).toBe(liveBefore.totalElements - 1);
    const live = await allRows();
    expect(live.map((row) => row.uuid)).not.toContain(doomed.uuid);
    expect(live).toHaveLength(liveAfter.totalElements);

    // Soft delete: it moves to the deleted list.
    const deletedAfter = await page({}, true);
    expect(deletedAfter.totalElements).toBe(deletedBefore.totalElements + 1);
    expect((await allRows({}, true)).map((row) => row.uuid)).toContain(doomed.uuid);
  });

  it('refuses to delete or update a deleted charge type (9002) and changes nothing', async () => {
    const doomed = await create({ name: 'Twice deleted fee' });
    expect((await remove(doomed.uuid)).code).toBe(ResponseCode.SUCCESS);
    const before = await snapshot();

    expect((await remove(doomed.uuid)).code).toBe(ResponseCode.NOT_FOUND);
    expect((await save({ uuid: doomed.uuid, name: 'Revived fee' })).code).toBe(
      ResponseCode.NOT_FOUND,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('frees the name of a deleted charge type', async () => {
    const first = await create({ name: 'Reusable fee' });
    expect((await remove(first.uuid)).code).toBe(ResponseCode.SUCCESS);
    const second = await create({ name: 'reusable FEE' });
    expect(second.uuid).not.toBe(first.uuid);
  });
});

describe('validation', () => {
  it.each([['Registration fee'], ['REGISTRATION FEE'], ['  registration fee ']])(
    'refuses a duplicate name %j with 9003 and creates nothing',
    async (duplicate) => {
      if (!(await allRows()).some((row) => row.name === 'Registration fee')) {
        await create({ name: 'Registration fee' });
      }
      const before = await snapshot();
      const result = await save({ name: duplicate });
      expect(result).toMatchObject({ code: ResponseCode.DUPLICATE, status: false, data: null });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('lets exactly one of several simultaneous creates of one name succeed', async () => {
    const before = (await page()).totalElements;
    const results = await Promise.all(
      ['Race fee', 'RACE FEE', 'race fee', 'Race Fee'].map((name) => save({ name })),
    );
    expect(results.map((result) => result.code).sort()).toEqual([
      ResponseCode.SUCCESS,
      ResponseCode.DUPLICATE,
      ResponseCode.DUPLICATE,
      ResponseCode.DUPLICATE,
    ]);
    expect((await page()).totalElements).toBe(before + 1);
  });

  it('refuses renaming one charge type to the name of another (9003)', async () => {
    await create({ name: 'Inspection fee' });
    const other = await create({ name: 'Survey fee' });
    const before = await snapshot();
    const result = await save({ uuid: other.uuid, name: 'inspection fee' });
    expect(result.code).toBe(ResponseCode.DUPLICATE);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: '    ' }],
    ['a one-letter name', { name: 'A' }],
    ['a name over 120 characters', { name: 'x'.repeat(121) }],
    [
      'a unit of measure over 60 characters',
      { name: 'Long unit fee', unitOfMeasure: 'u'.repeat(61) },
    ],
    ['a malformed uuid', { uuid: 'not-a-uuid', name: 'Malformed uuid fee' }],
  ])('refuses %s with 9001 and changes nothing', async (_label, dto) => {
    const before = await snapshot();
    const result = await save(dto);
    expect(result).toMatchObject({ code: ResponseCode.INVALID_INPUT, status: false, data: null });
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a name of exactly 120 characters', async () => {
    const name = 'y'.repeat(120);
    expect((await create({ name })).name).toBe(name);
  });

  it.each([
    ['a missing name (literal)', 'mutation { createUpdateChargeType(chargeTypeDto: {}) { code } }'],
    [
      'a null name (literal)',
      'mutation { createUpdateChargeType(chargeTypeDto: {name: null}) { code } }',
    ],
    ['a number as name', 'mutation { createUpdateChargeType(chargeTypeDto: {name: 5}) { code } }'],
    [
      'a string as active',
      'mutation { createUpdateChargeType(chargeTypeDto: {name: "Typed fee", active: "yes"}) { code } }',
    ],
    [
      'an unknown field',
      'mutation { createUpdateChargeType(chargeTypeDto: {name: "Typed fee", price: 5}) { code } }',
    ],
  ])('rejects %s as a GraphQL validation error and changes nothing', async (_label, query) => {
    const before = await snapshot();
    const { body } = await server.graphqlRaw('billing', query, undefined, admin);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.data ?? null).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a number as name', { name: 5 }],
    ['no name', { unitOfMeasure: 'TZS' }],
    ['a string as active', { name: 'Typed fee', active: 'yes' }],
  ])('rejects a variable with %s before the resolver runs', async (_label, dto) => {
    const before = await snapshot();
    const { body } = await server.graphqlRaw('billing', SAVE, { dto }, admin);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.data ?? null).toBeNull();
    expect(await snapshot()).toEqual(before);
  });
});

describe('unknown and malformed uuids', () => {
  it('answers 9002 for an unknown uuid on find, update and delete, and changes nothing', async () => {
    await create({ name: 'Existing fee' });
    const before = await snapshot();
    const unknown = randomUuid();

    expect(await find(unknown)).toMatchObject({ code: ResponseCode.NOT_FOUND, data: null });
    expect(await save({ uuid: unknown, name: 'Ghost fee' })).toMatchObject({
      code: ResponseCode.NOT_FOUND,
      data: null,
    });
    expect(await remove(unknown)).toMatchObject({ code: ResponseCode.NOT_FOUND, data: null });

    expect(await snapshot()).toEqual(before);
  });

  it.each([['not-a-uuid'], [''], ["1' OR '1'='1"], ['00000000-0000-0000-0000-00000000000g']])(
    'answers 9001 for the malformed uuid %j on find and delete',
    async (uuid) => {
      const before = await snapshot();
      expect((await find(uuid)).code).toBe(ResponseCode.INVALID_INPUT);
      expect((await remove(uuid)).code).toBe(ResponseCode.INVALID_INPUT);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('permissions', () => {
  let existing: ChargeType;

  beforeAll(async () => {
    existing = await create({ name: 'Guarded fee', unitOfMeasure: 'TZS' });
  });

  it('answers 9005 to anonymous callers for every operation and changes nothing', async () => {
    const before = await snapshot();
    expect(await list({}, { token: null })).toMatchObject({
      code: ResponseCode.UNAUTHENTICATED,
      status: false,
      data: null,
    });
    expect((await find(existing.uuid, null)).code).toBe(ResponseCode.UNAUTHENTICATED);
    expect((await save({ name: 'Anonymous fee' }, null)).code).toBe(ResponseCode.UNAUTHENTICATED);
    expect((await save({ uuid: existing.uuid, name: 'Anonymous edit' }, null)).code).toBe(
      ResponseCode.UNAUTHENTICATED,
    );
    expect((await remove(existing.uuid, null)).code).toBe(ResponseCode.UNAUTHENTICATED);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a procurement officer list and read charge types', async () => {
    const listed = await list({ size: 500 }, { token: officer });
    expect(listed.code).toBe(ResponseCode.SUCCESS);
    expect(listed.data?.content.map((row) => row.uuid)).toContain(existing.uuid);
    const found = await find(existing.uuid, officer);
    expect(found.code).toBe(ResponseCode.SUCCESS);
    expect(found.data?.name).toBe('Guarded fee');
  });

  it('refuses a procurement officer create, update and delete with 9004, changing nothing', async () => {
    const before = await snapshot();
    expect(await save({ name: 'Officer fee' }, officer)).toMatchObject({
      code: ResponseCode.FORBIDDEN,
      status: false,
      data: null,
    });
    expect((await save({ uuid: existing.uuid, name: 'Officer edit' }, officer)).code).toBe(
      ResponseCode.FORBIDDEN,
    );
    expect((await remove(existing.uuid, officer)).code).toBe(ResponseCode.FORBIDDEN);
    expect(await snapshot()).toEqual(before);
    expect((await find(existing.uuid)).data).toEqual(existing);
  });
});

describe('paging, sorting and filtering', () => {
  const PREFIX = 'Paging fee';
  const pagingName = (i: number) => `${PREFIX} ${String(i).padStart(2, '0')}`;
  const COUNT = 30;
  /** Rows 3, 6, ... 30 are inactive: 10 of the 30. */
  const isInactive = (i: number) => i % 3 === 0;
  const byPrefix = { fieldName: 'name', operation: 'LIKE' as const, value1: PREFIX };
  let baseline: { live: number; active: number; inactive: number };

  beforeAll(async () => {
    const countOf = async (pageParam: PageParam) => (await page(pageParam)).totalElements;
    const activeFilter = (value: string) => ({
      filters: [{ fieldName: 'active', operation: 'EQ' as const, value1: value }],
    });
    baseline = {
      live: await countOf({}),
      active: await countOf(activeFilter('true')),
      inactive: await countOf(activeFilter('false')),
    };
    // Created out of order, so that name order is not creation order.
    const order = Array.from({ length: COUNT }, (_, i) => ((i * 7) % COUNT) + 1);
    for (const i of order) {
      await create({ name: pagingName(i), unitOfMeasure: `U${i % 4}`, active: !isInactive(i) });
    }
  });

  it('counts the new rows in the totals (all, active and inactive)', async () => {
    const all = await page();
    expect(all.totalElements).toBe(baseline.live + COUNT);
    expect(all.totalElements).toBe((await allRows()).length);
    const active = await page({
      filters: [{ fieldName: 'active', operation: 'EQ', value1: 'true' }],
    });
    expect(active.totalElements).toBe(baseline.active + COUNT - 10);
    const inactive = await page({
      filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }],
    });
    expect(inactive.totalElements).toBe(baseline.inactive + 10);
  });

  it('answers page metadata for a filtered list', async () => {
    const first = await page({ page: 0, size: 7, filters: [byPrefix] });
    expect(first).toMatchObject({
      number: 0,
      size: 7,
      numberOfElements: 7,
      totalElements: 30,
      totalPages: 5,
    });
    expect(first.content.map((row) => row.name)).toEqual([1, 2, 3, 4, 5, 6, 7].map(pagingName));

    const last = await page({ page: 4, size: 7, filters: [byPrefix] });
    expect(last).toMatchObject({ number: 4, size: 7, numberOfElements: 2, totalPages: 5 });
    expect(last.content.map((row) => row.name)).toEqual([29, 30].map(pagingName));

    const beyond = await page({ page: 5, size: 7, filters: [byPrefix] });
    expect(beyond).toMatchObject({ number: 5, numberOfElements: 0, totalElements: 30 });
    expect(beyond.content).toEqual([]);
  });

  it('uses page 0 and size 25 by default, sorted by name', async () => {
    const first = await page({ filters: [byPrefix] });
    expect(first).toMatchObject({ number: 0, size: 25, numberOfElements: 25, totalPages: 2 });
    expect(first.content.map((row) => row.name)).toEqual(
      Array.from({ length: 25 }, (_, i) => pagingName(i + 1)),
    );
  });

  it('sorts by name ascending and descending', async () => {
    const ascending = await allRows({ sortBy: 'name', sortDirection: 'ASC', filters: [byPrefix] });
    const names = Array.from({ length: COUNT }, (_, i) => pagingName(i + 1));
    expect(ascending.map((row) => row.name)).toEqual(names);
    const descending = await allRows({
      sortBy: 'name',
      sortDirection: 'DESC',
      filters: [byPrefix],
    });
    expect(descending.map((row) => row.name)).toEqual([...names].reverse());
  });

  it('sorts by active with inactive rows first', async () => {
    const rows = await allRows({ sortBy: 'active', sortDirection: 'ASC', filters: [byPrefix] });
    expect(rows.map((row) => row.active)).toEqual([
      ...Array<boolean>(10).fill(false),
      ...Array<boolean>(20).fill(true),
    ]);
  });

  // Every page, including those read backwards from the end, equals a plain slice of the full list.
  it.each<[string, PageParam]>([
    ['all rows by name ASC', { sortBy: 'name', sortDirection: 'ASC' }],
    ['all rows by name DESC', { sortBy: 'name', sortDirection: 'DESC' }],
    ['all rows by active (ties)', { sortBy: 'active', sortDirection: 'ASC' }],
    ['all rows by unitOfMeasure DESC (ties)', { sortBy: 'unitOfMeasure', sortDirection: 'DESC' }],
    ['all rows by createdAt', { sortBy: 'createdAt' }],
    ['the prefix filter by name DESC', { sortDirection: 'DESC', filters: [byPrefix] }],
    [
      'inactive rows by name',
      { filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }] },
    ],
    [
      'active rows of the prefix by unitOfMeasure',
      {
        sortBy: 'unitOfMeasure',
        filters: [byPrefix, { fieldName: 'active', operation: 'EQ', value1: 'true' }],
      },
    ],
  ])('pages %s exactly as offsets into the full list', async (_label, pageParam) => {
    const full = await allRows(pageParam);
    expect(full.length).toBeGreaterThan(5);
    for (const size of [4, 7]) {
      const totalPages = Math.ceil(full.length / size);
      for (let number = 0; number < totalPages; number += 1) {
        const result = await page({ ...pageParam, page: number, size });
        expect(result.totalElements).toBe(full.length);
        expect(result.totalPages).toBe(totalPages);
        expect(result.numberOfElements).toBe(result.content.length);
        expect(result.content.map((row) => row.uuid)).toEqual(
          full.slice(number * size, number * size + size).map((row) => row.uuid),
        );
      }
    }
  });

  it('filters inactive rows with active EQ false', async () => {
    const rows = await allRows({
      filters: [byPrefix, { fieldName: 'active', operation: 'EQ', value1: 'false' }],
    });
    expect(rows.map((row) => row.name)).toEqual(
      [3, 6, 9, 12, 15, 18, 21, 24, 27, 30].map(pagingName),
    );
    expect(rows.every((row) => !row.active)).toBe(true);
  });

  describe('name LIKE', () => {
    beforeAll(async () => {
      for (const name of [
        'Rate 50% off',
        'Rate 50 off',
        'Under_score',
        'Underxscore',
        'Back\\slash',
      ]) {
        await create({ name });
      }
    });

    const like = async (value: string) =>
      (await allRows({ filters: [{ fieldName: 'name', operation: 'LIKE', value1: value }] }))
        .map((row) => row.name)
        .sort();

    it('is a case-insensitive substring match', async () => {
      expect(await like('paging FEE 1')).toEqual(
        [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map(pagingName),
      );
      expect(await like('UNDER')).toEqual(['Under_score', 'Underxscore']);
    });

    it('treats % and _ and \\ literally', async () => {
      expect(await like('50%')).toEqual(['Rate 50% off']);
      expect(await like('%')).toEqual(['Rate 50% off']);
      expect(await like('r_s')).toEqual(['Under_score']);
      expect(await like('_')).toEqual(['Under_score']);
      expect(await like('k\\s')).toEqual(['Back\\slash']);
    });

    it('counts the filtered total', async () => {
      const result = await page({
        size: 1,
        filters: [{ fieldName: 'name', operation: 'LIKE', value1: 'under' }],
      });
      expect(result).toMatchObject({ totalElements: 2, totalPages: 2, numberOfElements: 1 });
    });

    it('finds nothing for a value no name contains', async () => {
      expect(await like('no such charge type')).toEqual([]);
    });
  });

  it.each<[string, PageParam]>([
    ['an unknown sortBy', { sortBy: 'price' }],
    ['sorting by a column that is not sortable', { sortBy: 'uuid' }],
    [
      'an unknown filter field',
      { filters: [{ fieldName: 'price', operation: 'EQ', value1: '5' }] },
    ],
    [
      'an active filter that is not a boolean',
      { filters: [{ fieldName: 'active', operation: 'EQ', value1: 'yes' }] },
    ],
    ['a negative page', { page: -1 }],
    ['size 0', { size: 0 }],
    ['size over 500', { size: 501 }],
  ])('answers 9001 for %s', async (_label, pageParam) => {
    expect(await list(pageParam)).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      status: false,
      data: null,
    });
  });

  it('keeps the totals exact after a delete, an update of active and a re-activation', async () => {
    const [target] = await allRows({
      filters: [{ fieldName: 'name', operation: 'LIKE', value1: pagingName(2) }],
    });
    expect(target.active).toBe(true);
    const totals = async () => ({
      live: (await page()).totalElements,
      active: (await page({ filters: [{ fieldName: 'active', operation: 'EQ', value1: 'true' }] }))
        .totalElements,
      inactive: (
        await page({ filters: [{ fieldName: 'active', operation: 'EQ', value1: 'false' }] })
      ).totalElements,
      deleted: (await page({}, true)).totalElements,
    });
    const start = await totals();

    await save({ uuid: target.uuid, name: target.name, active: false });
    expect(await totals()).toEqual({
      ...start,
      active: start.active - 1,
      inactive: start.inactive + 1,
    });

    await save({ uuid: target.uuid, name: target.name, active: true });
    expect(await totals()).toEqual(start);

    expect((await remove(target.uuid)).code).toBe(ResponseCode.SUCCESS);
    const end = await totals();
    expect(end).toEqual({
      live: start.live - 1,
      active: start.active - 1,
      inactive: start.inactive,
      deleted: start.deleted + 1,
    });
    // The maintained totals agree with the rows themselves.
    expect(end.live).toBe((await allRows()).length);
    expect(end.deleted).toBe((await allRows({}, true)).length);
  });
});
