import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlService } from '../../contract/services';
import { ResponseCode } from '../../contract/responseCodes';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * A tenderer's own registration: the company details, then the six sections, each created, read,
 * edited and deleted over the spec's reads and the kit's find/createUpdate/delete, never across
 * two companies, and refused with a clear message when the input is wrong.
 */
const A = { email: 'a@tenderer.test', password: 'Tenderer-A-Passw0rd!' };
const B = { email: 'b@tenderer.test', password: 'Tenderer-B-Passw0rd!' };

let server: TestServer;
let tokens: Record<'a' | 'b' | 'admin', string>;
const personOf: Record<'a' | 'b', string> = { a: '', b: '' };

type Row = Record<string, unknown> & { uuid: string };

const saveMyTenderer = (token: string, myTenderer: Record<string, unknown>) =>
  server.envelope<{ uuid: string; name: string }>(
    'uaa',
    `mutation ($myTenderer: MyTendererInput!) { createUpdateMyTenderer(myTenderer: $myTenderer) { code message data { uuid name tin } } }`,
    { myTenderer },
    token,
  );

interface SectionCase {
  service: GraphqlService;
  type: string;
  variable: string;
  list: string;
  fields: string;
  /** A valid record, given the owner's person (for work experience of a person). */
  valid(owner: 'a' | 'b'): Record<string, unknown>;
  edit: Record<string, unknown>;
  invalid: Record<string, unknown>;
  message: string;
}

const thisYear = new Date().getFullYear();

const sections: SectionCase[] = [
  {
    service: 'uaa',
    type: 'PersonnelInformation',
    variable: 'personnelInformation',
    list: 'getAllPersonnelInformationsByTendererUuidAndDeleted',
    fields: 'fullName position qualification yearsOfExperience',
    valid: () => ({
      fullName: 'Neema Mollel',
      position: 'Quantity surveyor',
      yearsOfExperience: 6,
    }),
    edit: { yearsOfExperience: 7 },
    invalid: { fullName: 'N', position: 'Surveyor', yearsOfExperience: 1 },
    message: 'fullName: At least 2 characters',
  },
  {
    service: 'uaa',
    type: 'PersonnelWorkExperience',
    variable: 'personnelWorkExperience',
    list: 'getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted',
    fields: 'personnelInformationUuid personnelFullName employer position startDate endDate',
    valid: (owner) => ({
      personnelInformationUuid: personOf[owner],
      employer: 'TANROADS',
      position: 'Site engineer',
      startDate: '2019-02-01',
      endDate: '2023-01-31',
    }),
    edit: { endDate: '2023-06-30' },
    invalid: {
      employer: 'TANROADS',
      position: 'Engineer',
      startDate: '2020-01-01',
      endDate: '2019-01-01',
    },
    message: 'endDate: Not before the start date',
  },
  {
    service: 'uaa',
    type: 'LitigationRecord',
    variable: 'litigationRecord',
    list: 'getAllLitigationRecordsByTendererAndEntityAndDeletedStatus',
    fields: 'entityType year caseDescription outcome amountInDispute',
    valid: () => ({
      year: 2022,
      caseDescription: 'Claim over late payment',
      outcome: 'PENDING',
      amountInDispute: 45000000.5,
    }),
    edit: { outcome: 'WON' },
    invalid: { year: 2022, caseDescription: 'Claim', outcome: 'PENDING', amountInDispute: -1 },
    message: 'amountInDispute: Not negative',
  },
  {
    service: 'uaa',
    type: 'TendererFinancialResource',
    variable: 'tendererFinancialResource',
    list: 'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
    fields: 'sourceName amount currency',
    valid: () => ({ sourceName: 'NMB credit line', amount: 250000000 }),
    edit: { amount: 300000000 },
    invalid: { sourceName: 'NMB', amount: 10, currency: 'shilingi' },
    message: 'currency: A currency code of 3 capital letters (TZS)',
  },
  {
    service: 'uaa',
    type: 'TendererFinancialStatement',
    variable: 'tendererFinancialStatement',
    list: 'getAllTendererFinancialStatements',
    fields: 'year totalAssets totalLiabilities revenue cashFlow',
    valid: () => ({
      year: thisYear - 1,
      totalAssets: 900000000,
      totalLiabilities: 300000000,
      revenue: 1200000000,
      cashFlow: -5000000,
    }),
    edit: { revenue: 1250000000 },
    invalid: {
      year: thisYear + 1,
      totalAssets: 1,
      totalLiabilities: 1,
      revenue: 1,
      cashFlow: 1,
    },
    message: 'year: Not a future year',
  },
  {
    service: 'submission',
    type: 'WorkEquipment',
    variable: 'workEquipment',
    list: 'getAllWorkEquipmentsByTendererUuidAndDeleted',
    fields: 'equipmentType quantity ownership',
    valid: () => ({ equipmentType: 'Excavator', quantity: 2, ownership: 'OWNED' }),
    edit: { quantity: 3 },
    invalid: { equipmentType: 'Excavator', quantity: 0, ownership: 'OWNED' },
    message: 'quantity: At least 1',
  },
  {
    service: 'submission',
    type: 'TendererWorkExperience',
    variable: 'tendererWorkExperience',
    list: 'getAllTendererWorkExperiences',
    fields: 'clientName contractTitle contractValue year isCompleted',
    valid: () => ({
      clientName: 'Mbeya City Council',
      contractTitle: 'Market rehabilitation',
      contractValue: 780000000,
      year: 2024,
      isCompleted: true,
    }),
    edit: { isCompleted: false },
    invalid: { clientName: '', contractTitle: 'Market', contractValue: 1, year: 2024 },
    message: 'clientName: At least 2 characters',
  },
];

const save = (section: SectionCase, token: string, input: Record<string, unknown>) =>
  server.envelope<Row>(
    section.service,
    `mutation ($input: ${section.type}Input!) { createUpdate${section.type}(${section.variable}: $input) { code message data { uuid ${section.fields} } } }`,
    { input },
    token,
  );

const find = (section: SectionCase, token: string, uuid: string) =>
  server.envelope<Row>(
    section.service,
    `query ($uuid: String!) { find${section.type}ByUuid(uuid: $uuid) { code message data { uuid ${section.fields} } } }`,
    { uuid },
    token,
  );

const remove = (section: SectionCase, token: string, uuid: string) =>
  server.envelope<Row>(
    section.service,
    `mutation ($uuid: String!) { delete${section.type}(uuid: $uuid) { code message } }`,
    { uuid },
    token,
  );

/** The spec's read without a tenderer's uuid: the caller's own rows. */
const list = async (section: SectionCase, token: string, deleted = false) => {
  const result = await server.envelope<Row[]>(
    section.service,
    `query ($deleted: Boolean) { ${section.list}(deleted: $deleted) { code message dataList { uuid ${section.fields} } } }`,
    { deleted },
    token,
  );
  return result;
};

beforeAll(async () => {
  server = await startTestServer();
  for (const tenderer of [A, B]) {
    await server.createUser({ ...tenderer, userType: 'TENDERER', fullName: tenderer.email });
  }
  tokens = {
    a: await server.accessToken(A.email, A.password),
    b: await server.accessToken(B.email, B.password),
    admin: await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD),
  };
});
afterAll(async () => {
  await server?.stop();
});

describe('company details', () => {
  it('asks for the company details before any section', async () => {
    const refused = await save(sections[0], tokens.a, sections[0].valid('a'));
    expect(refused).toMatchObject({
      code: ResponseCode.NOT_FOUND,
      message: 'Register your company details first',
    });
    // Its list is empty until then (no "Record not found" over an empty list: #38 item 9).
    const empty = await list(sections[0], tokens.a);
    expect(empty).toMatchObject({ code: ResponseCode.SUCCESS, dataList: [] });
  });

  it('refuses details without a name, then registers and updates them', async () => {
    const invalid = await saveMyTenderer(tokens.a, { name: 'A', contactFullName: 'Asha Said' });
    expect(invalid).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: 'name: At least 2 characters',
    });
    const badTin = await saveMyTenderer(tokens.a, {
      name: 'Kilimanjaro Works Ltd',
      contactFullName: 'Asha Said',
      tin: '12',
    });
    expect(badTin.message).toBe('tin: A TIN has 9 digits');
    const created = await saveMyTenderer(tokens.a, {
      name: 'Kilimanjaro Works Ltd',
      contactFullName: 'Asha Said',
    });
    expect(created).toMatchObject({ code: 9000, message: 'Created Successfully' });
    const updated = await saveMyTenderer(tokens.a, {
      name: 'Kilimanjaro Works Limited',
      contactFullName: 'Asha Said',
      tin: '123456789',
    });
    expect(updated).toMatchObject({
      code: 9000,
      message: 'Edited Successfully',
      data: { uuid: created.data?.uuid, name: 'Kilimanjaro Works Limited', tin: '123456789' },
    });
    await saveMyTenderer(tokens.b, { name: 'Ruvuma Traders', contactFullName: 'Baraka Mushi' });
    // The person is greeted by the name they gave, no longer by their email address.
    const me = await server.envelope<{ fullName: string }>(
      'uaa',
      '{ getMyDetails { code message data { fullName } } }',
      {},
      tokens.a,
    );
    expect(me.data?.fullName).toBe('Asha Said');
  });

  it('lets no staff account register a company of its own', async () => {
    const refused = await saveMyTenderer(tokens.admin, {
      name: 'Admin Co',
      contactFullName: 'Admin',
    });
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
  });
});

describe.each(sections)('section $type', (section) => {
  let mine: Row;

  it('is created, found, listed and edited by its tenderer', async () => {
    if (section.type === 'PersonnelWorkExperience') {
      for (const owner of ['a', 'b'] as const) {
        const person = await save(sections[0], tokens[owner], sections[0].valid(owner));
        personOf[owner] = person.data!.uuid;
      }
    }
    const created = await save(section, tokens.a, section.valid('a'));
    expect(created).toMatchObject({ code: 9000, message: 'Created Successfully' });
    mine = created.data!;
    const found = await find(section, tokens.a, mine.uuid);
    expect(found.data).toMatchObject({ uuid: mine.uuid });
    const edited = await save(section, tokens.a, {
      ...section.valid('a'),
      ...section.edit,
      uuid: mine.uuid,
    });
    expect(edited).toMatchObject({ code: 9000, message: 'Edited Successfully' });
    expect(edited.data).toMatchObject(section.edit);
    const rows = await list(section, tokens.a);
    expect(rows.dataList).toEqual([expect.objectContaining({ uuid: mine.uuid, ...section.edit })]);
  });

  it("is never read, changed or deleted by another company's tenderer", async () => {
    const theirs = await save(section, tokens.b, section.valid('b'));
    expect(theirs.code).toBe(9000);
    expect((await list(section, tokens.b)).dataList?.map((row) => row.uuid)).toEqual([
      theirs.data!.uuid,
    ]);
    expect((await find(section, tokens.b, mine.uuid)).code).toBe(ResponseCode.NOT_FOUND);
    const overwrite = await save(section, tokens.b, { ...section.valid('b'), uuid: mine.uuid });
    expect(overwrite.code).toBe(ResponseCode.NOT_FOUND);
    expect((await remove(section, tokens.b, mine.uuid)).code).toBe(ResponseCode.NOT_FOUND);
    const stillMine = await find(section, tokens.a, mine.uuid);
    expect(stillMine.data).toMatchObject(section.edit);
  });

  it('refuses bad input with a message naming the field, and saves nothing', async () => {
    const input =
      section.type === 'PersonnelWorkExperience'
        ? { ...section.invalid, personnelInformationUuid: personOf.a }
        : section.invalid;
    const refused = await save(section, tokens.a, input);
    expect(refused).toMatchObject({ code: ResponseCode.INVALID_INPUT, message: section.message });
    expect((await list(section, tokens.a)).dataList).toHaveLength(1);
  });

  it('is deleted by its tenderer and leaves the list', async () => {
    const deleted = await remove(section, tokens.a, mine.uuid);
    expect(deleted).toMatchObject({ code: 9000, message: 'Deleted Successfully' });
    expect((await list(section, tokens.a)).dataList).toEqual([]);
    expect((await list(section, tokens.a, true)).dataList?.map((row) => row.uuid)).toEqual([
      mine.uuid,
    ]);
    expect((await find(section, tokens.a, mine.uuid)).code).toBe(ResponseCode.NOT_FOUND);
  });
});

describe('scope checks beyond the section rows', () => {
  it("refuses work experience for another company's person", async () => {
    const experience = sections[1];
    const refused = await save(experience, tokens.a, experience.valid('b'));
    expect(refused).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: 'personnelInformationUuid: Not one of your personnel',
    });
  });

  it("refuses another company's section read by tenderer uuid, and lets profile readers read it", async () => {
    const b = await saveMyTenderer(tokens.b, {
      name: 'Ruvuma Traders',
      contactFullName: 'Baraka Mushi',
    });
    const read = (token: string) =>
      server.envelope(
        'submission',
        `query ($t: String) { getAllWorkEquipmentsByTendererUuidAndDeleted(tendererUuid: $t) { code message dataList { uuid } } }`,
        { t: b.data!.uuid },
        token,
      );
    expect((await read(tokens.a)).code).toBe(ResponseCode.FORBIDDEN);
    expect((await read(tokens.admin)).dataList).toHaveLength(1);
  });

  it('answers litigation records as the tenderer itself (entityType TENDERER)', async () => {
    const litigation = sections[2];
    const created = await save(litigation, tokens.b, litigation.valid('b'));
    expect(created.data).toMatchObject({ entityType: 'TENDERER' });
  });
});

describe('numbers as people type them (issue 38)', () => {
  const contactOf = (token: string) =>
    server.envelope<{ tin: string | null; phone: string | null }>(
      'uaa',
      '{ getMyTenderer { code message data { tin phone } } }',
      {},
      token,
    );

  it('keeps a local phone number in international form and a TIN with dashes as its digits', async () => {
    const saved = await saveMyTenderer(tokens.b, {
      name: 'Ruvuma Traders',
      contactFullName: 'Baraka Mushi',
      tin: '123-456-789',
      phone: '0712 345 678',
    });
    expect(saved.code).toBe(9000);
    expect((await contactOf(tokens.b)).data).toEqual({ tin: '123456789', phone: '+255712345678' });
    const international = await saveMyTenderer(tokens.b, {
      name: 'Ruvuma Traders',
      contactFullName: 'Baraka Mushi',
      phone: '+254 712 345678',
    });
    expect(international.code).toBe(9000);
    expect((await contactOf(tokens.b)).data?.phone).toBe('+254712345678');
  });

  it('refuses a phone number that is no number, saying what one looks like, and keeps the old', async () => {
    const refused = await saveMyTenderer(tokens.b, {
      name: 'Ruvuma Traders',
      contactFullName: 'Baraka Mushi',
      phone: '07',
    });
    expect(refused).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: 'phone: A phone number such as +255712345678 or 0712345678',
    });
    expect((await contactOf(tokens.b)).data?.phone).toBe('+254712345678');
  });
});

describe('financial statements, one per year (issue 38)', () => {
  const statements = sections.find((section) => section.type === 'TendererFinancialStatement')!;
  const statement = (year: number) => ({ ...statements.valid('b'), year });

  it('refuses a second statement for the same year, naming the year, and keeps one', async () => {
    const first = await save(statements, tokens.b, statement(thisYear - 2));
    expect(first.code).toBe(9000);
    const again = await save(statements, tokens.b, statement(thisYear - 2));
    expect(again).toMatchObject({
      code: ResponseCode.DUPLICATE,
      message: 'A record with the same year already exists',
    });
    const years = (await list(statements, tokens.b)).dataList!.map((row) => row.year);
    expect(years.filter((year) => year === thisYear - 2)).toHaveLength(1);
    // Another company may have a statement for that year; an edit keeps its own year.
    expect((await save(statements, tokens.a, statement(thisYear - 2))).code).toBe(9000);
    const edited = await save(statements, tokens.b, {
      ...statement(thisYear - 2),
      uuid: first.data!.uuid,
      revenue: 5,
    });
    expect(edited.code).toBe(9000);
    // Once deleted, the year is free again.
    expect((await remove(statements, tokens.b, first.data!.uuid)).code).toBe(9000);
    expect((await save(statements, tokens.b, statement(thisYear - 2))).code).toBe(9000);
  });

  it('refuses a year far in the future, such as 3000', async () => {
    const refused = await save(statements, tokens.b, statement(3000));
    expect(refused).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: 'year: Not a future year',
    });
  });
});
