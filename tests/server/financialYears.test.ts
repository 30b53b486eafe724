import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const OFFICER = { email: 'officer@years.test', password: 'Officer-Passw0rd!' };
const YEAR = 'uuid code startDate endDate isCurrent';

let server: TestServer;
let admin: string;
let officer: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  officer = await server.accessToken(OFFICER.email, OFFICER.password);
});
afterAll(async () => {
  await server?.stop();
});

type Year = { uuid: string; code: string; startDate: string; endDate: string; isCurrent: boolean };
type YearResult = { code: number; message: string; data: { financialYear: Year } | null };

const create = (startYear: unknown, token = admin) =>
  server.graphql<{ createFinancialYear: YearResult }>(
    'app',
    `mutation ($financialYear: FinancialYearInput!) { createFinancialYear(financialYear: $financialYear) { code message data { financialYear { ${YEAR} } } } }`,
    { financialYear: { startYear } },
    token,
  );

const current = () =>
  server.graphql<{ getCurrentFinancialYear: YearResult }>(
    'app',
    `{ getCurrentFinancialYear { code message data { financialYear { ${YEAR} } } } }`,
    {},
    officer,
  );

describe('financial years', () => {
  let year2026: Year;
  let year2027: Year;

  it('creates July-to-June years with the spec text, nested under data.financialYear', async () => {
    const created = await create(2026);
    expect(created.data?.createFinancialYear).toMatchObject({
      code: 9000,
      message: 'Financial year created successfully',
      data: {
        financialYear: {
          code: '2026/2027',
          startDate: '2026-07-01',
          endDate: '2027-06-30',
          isCurrent: false,
        },
      },
    });
    year2026 = created.data!.createFinancialYear.data!.financialYear;
    year2027 = (await create(2027)).data!.createFinancialYear.data!.financialYear;
  });

  it('refuses a duplicate, bad input and callers without the permission, changing nothing', async () => {
    expect((await create(2026)).data?.createFinancialYear.code).toBe(ResponseCode.DUPLICATE);
    expect((await create(1800)).data?.createFinancialYear.code).toBe(ResponseCode.INVALID_INPUT);
    expect((await create(2030, officer)).data?.createFinancialYear.code).toBe(
      ResponseCode.FORBIDDEN,
    );
    const list = await server.graphql<{ getFinancialYearsRest: { dataList: Year[] } }>(
      'app',
      '{ getFinancialYearsRest { code dataList { code } } }',
      {},
      officer,
    );
    expect(list.data?.getFinancialYearsRest.dataList).toEqual([
      { code: '2027/2028' },
      { code: '2026/2027' },
    ]);
  });

  it('has no current year until one is made current, then switches it only from the current one', async () => {
    expect((await current()).data?.getCurrentFinancialYear.code).toBe(ResponseCode.NOT_FOUND);
    const made = await server.graphql<{ createCurrentFinancialYear: YearResult }>(
      'app',
      `mutation ($financialYearUuid: String!) { createCurrentFinancialYear(financialYearUuid: $financialYearUuid) { code message data { financialYear { code isCurrent } } } }`,
      { financialYearUuid: year2026.uuid },
      admin,
    );
    expect(made.data?.createCurrentFinancialYear).toMatchObject({
      code: 9000,
      message: 'Financial year updated successfully.',
      data: { financialYear: { code: '2026/2027', isCurrent: true } },
    });
    const again = await server.graphql<{ createCurrentFinancialYear: YearResult }>(
      'app',
      `mutation ($u: String!) { createCurrentFinancialYear(financialYearUuid: $u) { code } }`,
      { u: year2027.uuid },
      admin,
    );
    expect(again.data?.createCurrentFinancialYear.code).toBe(ResponseCode.INVALID_INPUT);

    const two = await server.graphql<{ getTwoFinancialYears: { dataList: Year[] } }>(
      'app',
      '{ getTwoFinancialYears { dataList { code isCurrent } } }',
      {},
      officer,
    );
    expect(two.data?.getTwoFinancialYears.dataList).toEqual([
      { code: '2026/2027', isCurrent: true },
      { code: '2027/2028', isCurrent: false },
    ]);

    const switchTo = (newFinancialYearUuid: string, currentFinancialYearUuid: string) =>
      server.graphql<{ updateCurrentFinancialYear: YearResult }>(
        'app',
        `mutation ($newFinancialYearUuid: String!, $currentFinancialYearUuid: String!) {
          updateCurrentFinancialYear(newFinancialYearUuid: $newFinancialYearUuid, currentFinancialYearUuid: $currentFinancialYearUuid) {
            code message data { financialYear { code isCurrent } } } }`,
        { newFinancialYearUuid, currentFinancialYearUuid },
        admin,
      );
    const stale = await switchTo(year2027.uuid, year2027.uuid);
    expect(stale.data?.updateCurrentFinancialYear.code).toBe(ResponseCode.INVALID_INPUT);
    const switched = await switchTo(year2027.uuid, year2026.uuid);
    expect(switched.data?.updateCurrentFinancialYear).toMatchObject({
      code: 9000,
      message: 'Financial year updated successfully.',
      data: { financialYear: { code: '2027/2028', isCurrent: true } },
    });
    expect((await current()).data?.getCurrentFinancialYear.data?.financialYear.code).toBe(
      '2027/2028',
    );

    const uaa = await server.graphql<{ getFinancialYears: { dataList: Year[] } }>(
      'uaa',
      '{ getFinancialYears { code dataList { code isCurrent } } }',
      {},
      officer,
    );
    expect(uaa.data?.getFinancialYears.dataList).toEqual([
      { code: '2027/2028', isCurrent: true },
      { code: '2026/2027', isCurrent: false },
    ]);
  });
});
