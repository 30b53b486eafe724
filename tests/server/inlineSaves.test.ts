import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions } from '../../server/db/schema/identity';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * Edit in place (issue 39 item 4): a cell's save is the list's own save of the whole record with one
 * field changed, at the version the list read (resources/reference-data/InlineEditCell.tsx). These
 * are the saves a cell sends, so they meet the form's validation, version check and permission.
 */

type Result<T> = { code: number; message: string; data: T | null };
type Category = {
  uuid: string;
  name: string;
  code: string;
  description: string | null;
  active: boolean;
  version: number;
};

const FIELDS = 'uuid name code description active version';
let server: TestServer;
let admin: string;
let reader: string;
let category: Category;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  const [institution] = await server.db
    .insert(institutions)
    .values({ name: 'Inline Ministry' })
    .returning({ id: institutions.id });
  await insertStaff(server.db, {
    email: 'reader@inline.test',
    password: 'Inline-Passw0rd!',
    institutionId: institution.id,
    grants: [],
  });
  reader = await server.accessToken('reader@inline.test', 'Inline-Passw0rd!');
  const saved = await save({ name: 'Inline Consultancy', code: 'INL-C', description: 'Kept' });
  category = saved.data!;
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

function save(input: Record<string, unknown>, token = admin) {
  return server.envelope<Category>(
    'uaa',
    `mutation ($input: TenderCategoryInput!) { createUpdateTenderCategory(tenderCategory: $input) {
       code message data { ${FIELDS} } } }`,
    { input },
    token,
  ) as Promise<Result<Category>>;
}

/** What a cell sends: the record as the list read it, one field changed, at its version. */
const cellSave = (record: Category, field: keyof Category, value: unknown, token = admin) => {
  const { uuid, name, code, description, active, version } = record;
  return save({ uuid, name, code, description, active, version, [field]: value }, token);
};

const reread = async () => {
  const found = await server.envelope<Category>(
    'uaa',
    `query ($uuid: String!) { findTenderCategoryByUuid(uuid: $uuid) { code data { ${FIELDS} } } }`,
    { uuid: category.uuid },
    admin,
  );
  return found.data as Category;
};

describe('a cell saved in place', () => {
  it('saves one field, keeps the others and moves the version on', async () => {
    const saved = await cellSave(category, 'name', 'Inline Consultancy Services');
    expect(saved.code, saved.message).toBe(ResponseCode.SUCCESS);
    expect(saved.data).toMatchObject({
      name: 'Inline Consultancy Services',
      code: 'INL-C',
      description: 'Kept',
      version: category.version + 1,
    });
    category = saved.data!;
  });

  it('refuses what the form refuses, and changes nothing', async () => {
    const blank = await cellSave(category, 'name', '  ');
    expect(blank.code).toBe(ResponseCode.INVALID_INPUT);
    expect(blank.message).toMatch(/name/i);
    const long = await cellSave(category, 'code', 'X'.repeat(21));
    expect(long.code).toBe(ResponseCode.INVALID_INPUT);
    expect(await reread()).toEqual(category);
  });

  it('refuses a duplicate code by naming the field', async () => {
    const other = await save({ name: 'Inline Other', code: 'INL-O' });
    expect(other.code).toBe(ResponseCode.SUCCESS);
    const clash = await cellSave(category, 'code', 'inl-o');
    expect(clash.code).toBe(ResponseCode.DUPLICATE);
    expect(clash.message).toMatch(/code/);
  });

  it('refuses a stale cell with the record as it is now (the conflict message)', async () => {
    const first = await cellSave(category, 'active', false);
    expect(first.code).toBe(ResponseCode.SUCCESS);
    // A second cell of the same row, from the list read before the first save.
    const stale = await cellSave(category, 'name', 'Inline Stale');
    expect(stale.code).toBe(ResponseCode.STALE_VERSION);
    expect(stale.data).toMatchObject({ active: false, name: category.name });
    category = first.data!;
    expect((await reread()).name).toBe('Inline Consultancy Services');
  });

  it('lets one of two cells saved at once from the same version through', async () => {
    const [a, b] = await Promise.all([
      cellSave(category, 'name', 'Inline A'),
      cellSave(category, 'code', 'INL-B'),
    ]);
    expect([a.code, b.code].sort()).toEqual(
      [ResponseCode.SUCCESS, ResponseCode.STALE_VERSION].sort(),
    );
  });

  it('needs the write permission', async () => {
    const current = await reread();
    const refused = await cellSave(current, 'name', 'Inline Reader', reader);
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    expect(await reread()).toEqual(current);
  });
});
