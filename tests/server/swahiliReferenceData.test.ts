import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { roles } from '../../server/db/schema/identity';
import { institutionCategories } from '../../server/db/schema/institutions';
import { procurementMethods } from '../../server/db/schema/planning';
import { globalSettings } from '../../server/db/schema/system';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * Reference data in Kiswahili (issue 19): every kit list serves, saves and limits a Swahili name
 * (and description), the hand-written seeded lists carry theirs, and a fresh database is seeded
 * with them. Over HTTP against the real server.
 */

type Row = Record<string, unknown> & { uuid: string; name: string };

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
});

afterAll(() => server?.stop());

const TENDER_CATEGORY = 'uuid name nameSw code description descriptionSw version';

const allTenderCategories = async () =>
  (
    await server.envelope<Row[]>(
      'uaa',
      `{ allTenderCategories { code dataList { ${TENDER_CATEGORY} } } }`,
      {},
      token,
    )
  ).dataList as Row[];

const saveTenderCategory = (tenderCategory: Record<string, unknown>) =>
  server.envelope<Row>(
    'uaa',
    `mutation($tenderCategory: TenderCategoryInput!) {
       createUpdateTenderCategory(tenderCategory: $tenderCategory) { code message data { ${TENDER_CATEGORY} } }
     }`,
    { tenderCategory },
    token,
  );

describe('seeded reference data in Kiswahili', () => {
  it('a fresh database has the Swahili names and descriptions of the kit lists', async () => {
    const goods = (await allTenderCategories()).find((row) => row.code === 'G');
    expect(goods).toMatchObject({
      name: 'Goods',
      nameSw: 'Bidhaa',
      descriptionSw: 'Ugavi wa bidhaa, malighafi na vifaa',
    });
    const units = await server.envelope<Row[]>(
      'app',
      '{ getUnitOfMeasures { code dataList { name nameSw } } }',
      {},
      token,
    );
    expect(units.dataList).toContainEqual({ name: 'Kilogram', nameSw: 'Kilogramu' });
  });

  it('and of the hand-written lists: methods, categories, roles, settings', async () => {
    const methods = await server.envelope<{ rows: Row[] }>(
      'app',
      `query($input: AppPageInput) { getProcurementMethods(input: $input) { code data { rows { code name nameSw } } } }`,
      { input: { page: 1, pageSize: 50 } },
      token,
    );
    expect(methods.data?.rows).toContainEqual({
      code: 'NCT',
      name: 'National Competitive Tendering',
      nameSw: 'Zabuni ya Ushindani wa Kitaifa',
    });
    const [ministry] = await server.db
      .select()
      .from(institutionCategories)
      .where(eq(institutionCategories.name, 'Ministry'));
    expect(ministry.nameSw).toBe('Wizara');
    const [officer] = await server.db
      .select()
      .from(roles)
      .where(eq(roles.name, 'PROCUREMENT_OFFICER'));
    expect(officer.descriptionSw).toBe('Anaandaa mipango na zabuni za taasisi nunuzi');
    const [multiTab] = await server.db
      .select()
      .from(globalSettings)
      .where(eq(globalSettings.key, 'ALLOW_MULTI_TAB'));
    expect(multiTab.descriptionSw).toMatch(/^false: kichupo cha pili/);
  });
});

describe('the Swahili name and description of a kit list', () => {
  it('are saved, kept when not sent, cleared when blank', async () => {
    const created = await saveTenderCategory({
      name: 'Disposal of Public Assets',
      nameSw: '  Uondoshaji wa Mali za Umma ',
      code: 'DPA',
      description: 'Sale of assets the institution no longer needs',
      descriptionSw: 'Uuzaji wa mali ambazo taasisi haizihitaji tena',
    });
    expect(created.code).toBe(ResponseCode.SUCCESS);
    expect(created.data).toMatchObject({
      nameSw: 'Uondoshaji wa Mali za Umma',
      descriptionSw: 'Uuzaji wa mali ambazo taasisi haizihitaji tena',
    });
    const { uuid } = created.data!;

    // An update that does not name them leaves them as they were.
    const renamed = await saveTenderCategory({
      uuid,
      name: 'Disposal of Public Assets by Tender',
      code: 'DPA',
    });
    expect(renamed.data).toMatchObject({
      name: 'Disposal of Public Assets by Tender',
      nameSw: 'Uondoshaji wa Mali za Umma',
    });

    const cleared = await saveTenderCategory({ uuid, name: 'Disposal', code: 'DPA', nameSw: ' ' });
    expect(cleared.data?.nameSw).toBeNull();
    expect((await allTenderCategories()).find((row) => row.uuid === uuid)?.nameSw).toBeNull();
  });

  it('are as long as the English at most; a longer one changes nothing', async () => {
    const created = await saveTenderCategory({
      name: 'Leasing',
      code: 'LSE',
      nameSw: 'Ukodishaji',
    });
    const { uuid } = created.data!;
    // The tender category's English name takes 200 characters, so does its Swahili one.
    const tooLong = await saveTenderCategory({
      uuid,
      name: 'Leasing',
      code: 'LSE',
      nameSw: 'a'.repeat(201),
    });
    expect(tooLong.code).toBe(ResponseCode.INVALID_INPUT);
    const longest = await saveTenderCategory({
      uuid,
      name: 'Leasing',
      code: 'LSE',
      descriptionSw: 'b'.repeat(501),
    });
    expect(longest.code).toBe(ResponseCode.INVALID_INPUT);
    expect((await allTenderCategories()).find((row) => row.uuid === uuid)).toMatchObject({
      nameSw: 'Ukodishaji',
      descriptionSw: null,
    });
    const atTheLimit = await saveTenderCategory({
      uuid,
      name: 'Leasing',
      code: 'LSE',
      nameSw: 'a'.repeat(200),
    });
    expect(atTheLimit.code).toBe(ResponseCode.SUCCESS);
  });

  it('a procurement method saves its Swahili name too', async () => {
    const saved = await server.envelope<Row>(
      'app',
      `mutation($procurementMethod: ProcurementMethodInput!) {
         createUpdateProcurementMethod(procurementMethod: $procurementMethod) { code data { uuid name nameSw } }
       }`,
      {
        procurementMethod: {
          name: 'Framework Agreement Call-off',
          nameSw: 'Agizo chini ya Mkataba wa Mfumo',
          code: 'FAC',
          ocdsMethod: 'limited',
        },
      },
      token,
    );
    expect(saved.code).toBe(ResponseCode.SUCCESS);
    expect(saved.data?.nameSw).toBe('Agizo chini ya Mkataba wa Mfumo');
    const tooLong = await server.envelope<Row>(
      'app',
      `mutation($procurementMethod: ProcurementMethodInput!) {
         createUpdateProcurementMethod(procurementMethod: $procurementMethod) { code }
       }`,
      {
        procurementMethod: {
          uuid: saved.data!.uuid,
          name: 'Framework Agreement Call-off',
          nameSw: 'x'.repeat(151),
          code: 'FAC',
          ocdsMethod: 'limited',
        },
      },
      token,
    );
    expect(tooLong.code).toBe(ResponseCode.INVALID_INPUT);
  });
});

describe('the hand-written seeded lists', () => {
  it('serve their Swahili: stages, roles, settings, institution categories', async () => {
    const stages = await server.envelope<Row[]>(
      'app',
      '{ getProcurementStages { code dataList { name nameSw } } }',
      {},
      token,
    );
    expect(stages.dataList).toContainEqual({
      name: 'Opening of tenders',
      nameSw: 'Ufunguzi wa zabuni',
    });
    const settings = await server.envelope<Row[]>(
      'uaa',
      '{ getAllGlobalSettings { code dataList { key descriptionSw } } }',
      {},
      token,
    );
    expect(settings.dataList).toContainEqual({
      key: 'FEEDBACK_ENABLED',
      descriptionSw: 'true: kitufe cha Toa Maoni huonyeshwa kwa watumiaji walioingia',
    });
    const categories = await server.envelope<{ content: Row[] }>(
      'uaa',
      '{ allProcuringEntityCategories { code data { content { name nameSw } } } }',
      {},
      token,
    );
    expect(categories.data?.content).toContainEqual({ name: 'Ministry', nameSw: 'Wizara' });
  });

  it('save theirs: an institution category, a role', async () => {
    const category = await server.envelope<Row>(
      'uaa',
      `mutation($c: InstitutionCategoryInput!) {
         createUpdateInstitutionCategories(institutionCategory: $c) { code data { uuid nameSw } }
       }`,
      { c: { name: 'Statutory Fund', nameSw: 'Mfuko wa Kisheria' } },
      token,
    );
    expect(category.data?.nameSw).toBe('Mfuko wa Kisheria');
    const tooLong = await server.envelope<Row>(
      'uaa',
      `mutation($c: InstitutionCategoryInput!) { createUpdateInstitutionCategories(institutionCategory: $c) { code } }`,
      { c: { uuid: category.data!.uuid, name: 'Statutory Fund', nameSw: 'x'.repeat(121) } },
      token,
    );
    expect(tooLong.code).toBe(ResponseCode.INVALID_INPUT);
    const role = await server.envelope<Row>(
      'uaa',
      `mutation($role: RoleInput!) { createUpdateRole(role: $role) { code data { description descriptionSw } } }`,
      {
        role: {
          name: 'STORES_OFFICER',
          description: 'Receives and issues goods',
          descriptionSw: 'Anapokea na kutoa bidhaa',
        },
      },
      token,
    );
    expect(role.data).toEqual({
      description: 'Receives and issues goods',
      descriptionSw: 'Anapokea na kutoa bidhaa',
    });
  });
});

describe('an upgraded installation', () => {
  it("migration 0033 fills the seeded rows' Swahili, edited ones included", async () => {
    // As before the migration: a seeded method an administrator has since saved, with no Swahili.
    await server.db.execute(
      sql`UPDATE procurement_methods SET name_sw = NULL, updated_at = now(), updated_by = 'admin' WHERE code = 'ICT'`,
    );
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../server/db/migrations/0033_swahili_names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.includes('UPDATE')) await server.db.execute(sql.raw(statement));
    }
    const [ict] = await server.db
      .select()
      .from(procurementMethods)
      .where(eq(procurementMethods.code, 'ICT'));
    expect(ict.nameSw).toBe('Zabuni ya Ushindani wa Kimataifa');
  });
});
