import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * A list's search box (`q`) finds what the list shows, whichever column shows it, and its columns
 * sort by what they show (issue 38 item 8; decisions 133 and 134).
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
}, 300_000);
afterAll(() => server?.stop());

type Role = { name: string; title: string; titleSw: string | null; description: string | null };
type PageParam = {
  sortBy?: string;
  sortDirection?: 'ASC' | 'DESC';
  filters?: { fieldName: string; operation: 'EQ' | 'LIKE'; value1: string }[];
};

const roles = (pageParam: PageParam) =>
  server.envelope<{ content: Role[]; totalElements: number }>(
    'uaa',
    `query ($pageParam: PageableParamInput) { allRolesPageable(pageParam: $pageParam) {
      code message data { totalElements content { name title titleSw description } } } }`,
    { pageParam: { page: 0, size: 100, ...pageParam } },
    token,
  );

const search = (value1: string) => ({
  filters: [{ fieldName: 'q', operation: 'LIKE' as const, value1 }],
});

describe('the roles list', () => {
  it('shows each role by its title: a base role by its words, a new role by its name as words', async () => {
    const saved = await server.envelope<Role>(
      'uaa',
      `mutation ($role: RoleInput!) { createUpdateRole(role: $role) {
        code message data { name title titleSw description } } }`,
      { role: { name: 'STORES_OFFICER', description: 'Keeps the stores of the ministry' } },
      token,
    );
    expect(saved.data).toEqual({
      name: 'STORES_OFFICER',
      title: 'Stores officer',
      titleSw: null,
      description: 'Keeps the stores of the ministry',
    });
    const { data } = await roles(search('Platform'));
    expect(data?.content).toEqual([
      expect.objectContaining({
        name: 'SUPER_ADMINISTRATOR',
        title: 'Platform administrator',
        titleSw: 'Msimamizi wa mfumo',
      }),
    ]);
  });

  it('searches the title, the name and the description', async () => {
    const found = async (text: string) =>
      (await roles(search(text))).data!.content.map((role) => role.name);
    expect(await found('stores off')).toEqual(['STORES_OFFICER']);
    expect(await found('STORES_OFF')).toEqual(['STORES_OFFICER']);
    expect(await found('of the ministry')).toEqual(['STORES_OFFICER']);
    expect(await found('administrator')).toEqual(
      expect.arrayContaining(['SUPER_ADMINISTRATOR', 'INSTITUTION_ADMINISTRATOR']),
    );
    // The text is taken as written: LIKE's wildcards match only themselves.
    expect(await found('%')).toEqual([]);
  });

  it('sorts by the title shown and by the description, as the database orders them', async () => {
    for (const [sortBy, column] of [
      ['title', sql`title`],
      ['description', sql`description`],
    ] as const) {
      for (const sortDirection of ['ASC', 'DESC'] as const) {
        const answer = await roles({ sortBy, sortDirection });
        expect(answer.code, `${sortBy} ${sortDirection}`).toBe(ResponseCode.SUCCESS);
        const order = sortDirection === 'ASC' ? sql`ASC` : sql`DESC`;
        const expected = await server.db.execute<{ name: string }>(
          sql`SELECT name FROM roles WHERE NOT deleted ORDER BY ${column} ${order}, id ${order}`,
        );
        expect(answer.data!.content.map((role) => role.name)).toEqual(
          expected.rows.map((row) => row.name),
        );
      }
    }
    // Sorting by the title is not sorting by the name: the platform administrator is not last.
    const byTitle = (await roles({ sortBy: 'title' })).data!.content.map((role) => role.name);
    const byName = (await roles({ sortBy: 'name' })).data!.content.map((role) => role.name);
    expect(byTitle).not.toEqual(byName);
  });
});

describe('every list searched through q', () => {
  it('finds a GFS code by the code shown as well as by its description', async () => {
    const gfs = (value1: string) =>
      server.envelope<{ content: { code: string; description: string }[] }>(
        'app',
        `query ($pageParam: PageableParamInput) { getAllGFSCodes(pageParam: $pageParam) {
          code data { content { code description } } } }`,
        { pageParam: { page: 0, size: 25, ...search(value1) } },
        token,
      );
    expect((await gfs('221000')).data?.content).toEqual([
      { code: '221000', description: 'Travel - In - Country' },
    ]);
    expect((await gfs('in - country')).data?.content).toContainEqual({
      code: '221000',
      description: 'Travel - In - Country',
    });
  });

  it("finds a row by a part of the code shown, while the code's own filter stays exact", async () => {
    type Coded = { content: { code: string }[] };
    const settings = (pageParam: PageParam) =>
      server.envelope<Coded>(
        'uaa',
        `query ($pageParam: PageableParamInput) { getAllTendererProfileSettings(pageParam: $pageParam) {
          code data { content { code } } } }`,
        { pageParam: { page: 0, size: 25, ...pageParam } },
        token,
      );
    // Its name is "Personnel work experience": only the code holds the underscore.
    expect((await settings(search('PERSONNEL_EXP'))).data!.content).toEqual([
      { code: 'PERSONNEL_EXPERIENCE' },
    ]);

    const timelines = (pageParam: PageParam) =>
      server.envelope<Coded>(
        'app',
        `query ($pageParam: PageableParamInput) { getTimelines(pageParam: $pageParam) {
          code data { content { code } } } }`,
        { pageParam: { page: 0, size: 25, ...pageParam } },
        token,
      );
    expect((await timelines(search('security_valid'))).data!.content).toEqual([
      { code: 'SECURITY_VALIDITY' },
    ]);
    const exactly = (value1: string) => ({
      filters: [{ fieldName: 'code', operation: 'EQ' as const, value1 }],
    });
    expect((await timelines(exactly('SECURITY_VALID'))).data!.content).toEqual([]);
    expect((await timelines(exactly('SECURITY_VALIDITY'))).data!.content).toEqual([
      { code: 'SECURITY_VALIDITY' },
    ]);
  });

  it('finds a tender category by the code shown', async () => {
    const categories = await server.envelope<{ content: { code: string; name: string }[] }>(
      'uaa',
      `query ($pageParam: PageableParamInput) { allTenderCategories(pageParam: $pageParam) {
        code data { content { code name } } } }`,
      { pageParam: { page: 0, size: 25 } },
      token,
    );
    const [first] = categories.data!.content;
    const byCode = await server.envelope<{ content: { code: string }[] }>(
      'uaa',
      `query ($pageParam: PageableParamInput) { allTenderCategories(pageParam: $pageParam) {
        code data { content { code } } } }`,
      { pageParam: { page: 0, size: 25, ...search(first.code) } },
      token,
    );
    expect(byCode.data!.content.map((row) => row.code)).toContain(first.code);
  });

  it('finds a professional qualification by the acronym and the awarding body shown', async () => {
    type Qualification = { name: string; acronym: string | null; awardingBody: string | null };
    const qualifications = (pageParam: PageParam) =>
      server.envelope<{ content: Qualification[] }>(
        'uaa',
        `query ($pageParam: PageableParamInput) { getAllProfessionalQualifications(pageParam: $pageParam) {
          code message data { content { name acronym awardingBody } } } }`,
        { pageParam: { page: 0, size: 100, ...pageParam } },
        token,
      );
    const all = await qualifications({});
    const shown = all.data!.content.find((row) => row.acronym && row.awardingBody)!;
    expect(shown).toBeDefined();
    for (const text of [shown.acronym!, shown.awardingBody!]) {
      const found = await qualifications(search(text));
      expect(found.code, text).toBe(ResponseCode.SUCCESS);
      expect(found.data!.content, text).toContainEqual(shown);
    }
  });
});
