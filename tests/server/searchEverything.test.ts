import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import type { SearchGroup } from '../../contract/search';
import { departments } from '../../server/db/schema/departments';
import { institutions, users } from '../../server/db/schema/identity';
import { tenderers } from '../../server/db/schema/tenderers';
import type { Db } from '../../server/db/client';
import {
  forgetColumnSamples,
  nameLookup,
  nameLookups,
} from '../../server/modules/search/nameLookup';
import { searchSource } from '../../server/modules/search/sources';
import { phoneDigitPrefixes, searchTerms } from '../../server/modules/search/store';
import { insertStaff } from '../support/staff';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const SEARCH = `query search($query: String!, $limit: Int) {
  searchEverything(query: $query, limit: $limit) { code message data {
    query groups { entity more hits { entity id uuid label context } } } } }`;

const PASSWORD = 'Search-Passw0rd!';

let server: TestServer;
let platform: string;
let janeToken: string;
let nobodyToken: string;
let ministry: { id: number; uuid: string };
let agency: { id: number; uuid: string };

const search = (query: string, token: string | undefined, limit?: number) =>
  server.envelope<{ query: string; groups: SearchGroup[] }>('uaa', SEARCH, { query, limit }, token);

/** The hits' labels of one kind of record (none when the kind has no group). */
async function labels(query: string, token: string, entity: string): Promise<string[]> {
  const answer = await search(query, token);
  expect(answer.code).toBe(ResponseCode.SUCCESS);
  const group = answer.data!.groups.find((g) => g.entity === entity);
  return group ? group.hits.map((hit) => hit.label).sort() : [];
}

beforeAll(async () => {
  server = await startTestServer();
  platform = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
  [ministry, agency] = await server.db
    .insert(institutions)
    .values([
      { name: 'Ministry of Lookups', code: 'MOLK', email: 'info@lookups.go.tz' },
      { name: 'Agency of Finding', code: 'AGFD', phone: '+255222110000' },
    ])
    .returning({ id: institutions.id, uuid: institutions.uuid });
  await insertStaff(server.db, {
    email: 'jane@lookups.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: ['uaa.user.read', 'uaa.department.read', 'uaa.institution.read'],
    fullName: 'Jane Quokka',
  });
  await insertStaff(server.db, {
    email: 'nobody@lookups.test',
    password: PASSWORD,
    institutionId: ministry.id,
    grants: [],
    fullName: 'Nobody Quokka',
  });
  janeToken = await server.accessToken('jane@lookups.test', PASSWORD);
  nobodyToken = await server.accessToken('nobody@lookups.test', PASSWORD);
  const people = await server.db
    .insert(users)
    .values([
      {
        email: 'omar@agency.test',
        fullName: 'Omar Quokka',
        userType: 'PROCURING_ENTITY',
        institutionId: agency.id,
        checkNumber: 'CHK-7781',
        phone: '+255754000111',
      },
      {
        email: 'k.mwakyusa@wizara.go.tz',
        fullName: 'Kalinga Mwakyusa',
        userType: 'PROCURING_ENTITY',
        institutionId: ministry.id,
      },
      {
        email: 'gone@lookups.test',
        fullName: 'Gone Quokka',
        userType: 'PROCURING_ENTITY',
        institutionId: ministry.id,
        deleted: true,
      },
      {
        email: 'owner@supplies.test',
        fullName: 'Supplier Owner',
        userType: 'TENDERER',
        phone: '+255712345678',
      },
      { email: 'owner2@supplies.test', fullName: 'Second Owner', userType: 'TENDERER' },
    ])
    .returning({ id: users.id });
  await server.db.insert(tenderers).values([
    {
      name: "O'Brien 100% Supplies",
      userId: people[2].id,
      registrationNumber: 'BRELA-77341',
      phone: '+255712345678',
    },
    { name: 'Quokka 1000 Traders', userId: people[3].id, registrationNumber: 'BRELA-99120' },
  ]);
  await server.db.insert(departments).values([
    { institutionId: ministry.id, name: 'Quokka Stores', code: 'QS' },
    { institutionId: agency.id, name: 'Quokka Roads', code: 'QR' },
  ]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('searchEverything', () => {
  it('finds records by name, code, email, phone and registration number, with a line of context', async () => {
    const answer = await search('molk', platform);
    const found = answer.data!.groups.find((g) => g.entity === 'institutions')!;
    expect(found.hits).toEqual([
      {
        entity: 'institutions',
        id: String(ministry.id),
        uuid: ministry.uuid,
        label: 'Ministry of Lookups',
        context: 'MOLK · info@lookups.go.tz',
      },
    ]);
    expect(await labels('lookups.go', platform, 'institutions')).toEqual(['Ministry of Lookups']);
    expect(await labels('brela-773', platform, 'tenderers')).toEqual(["O'Brien 100% Supplies"]);
    expect(await labels('omar@agency', platform, 'users')).toEqual(['Omar Quokka']);
    // A phone number as people type it locally finds the number kept in international form.
    expect(await labels('0712 345 678', platform, 'tenderers')).toEqual(["O'Brien 100% Supplies"]);
    expect(await labels('0222110000', platform, 'institutions')).toEqual(['Agency of Finding']);
  });

  it('answers every institution to those who act across institutions, never a deleted record', async () => {
    expect(await labels('quokka', platform, 'users')).toEqual([
      'Jane Quokka',
      'Nobody Quokka',
      'Omar Quokka',
    ]);
    expect(await labels('quokka', platform, 'departments')).toEqual([
      'Quokka Roads',
      'Quokka Stores',
    ]);
  });

  it("keeps others to their institution's records and the lists they may read", async () => {
    const answer = await search('quokka', janeToken);
    const entities = answer.data!.groups.map((g) => g.entity);
    expect(entities).not.toContain('tenderers');
    expect(await labels('quokka', janeToken, 'users')).toEqual(['Jane Quokka', 'Nobody Quokka']);
    // Nor by another institution's person's email, check number or phone (platform: found).
    for (const query of [
      'omar@agency.test',
      'omar@agen',
      'agency.test',
      'CHK-7781',
      '0754 000 111',
    ]) {
      expect(await labels(query, platform, 'users'), query).toEqual(['Omar Quokka']);
      expect(await labels(query, janeToken, 'users'), query).toEqual([]);
    }
    expect(await labels('wizara.go', janeToken, 'users')).toEqual(['Kalinga Mwakyusa']);
    expect(await labels('quokka', janeToken, 'departments')).toEqual(['Quokka Stores']);
    // Their own institution only, even searched by the other's code.
    expect(await labels('agfd', janeToken, 'institutions')).toEqual([]);
    expect(await labels('molk', janeToken, 'institutions')).toEqual(['Ministry of Lookups']);
    expect(await labels('brela', janeToken, 'tenderers')).toEqual([]);
    // No read permission: no users, departments or tenderers at all.
    const nobody = await search('quokka', nobodyToken);
    expect(nobody.code).toBe(ResponseCode.SUCCESS);
    expect(nobody.data!.groups.map((g) => g.entity)).toEqual([]);
  });

  it('finds identifiers from their start, emails also by their domain, names by any word', async () => {
    // An email: whole, its start, its domain (with or without the @), in any case.
    for (const query of [
      'k.mwakyusa@wizara.go.tz',
      'K.MWAKYUSA@Wizara',
      'k.mwak',
      'wizara.go.tz',
      '@wizara.go',
    ]) {
      expect(await labels(query, platform, 'users'), query).toEqual(['Kalinga Mwakyusa']);
    }
    // A registration number, a code, a check number from their start, in any case.
    expect(await labels('brela-77341', platform, 'tenderers')).toEqual(["O'Brien 100% Supplies"]);
    expect(await labels('BRELA-7', platform, 'tenderers')).toEqual(["O'Brien 100% Supplies"]);
    expect(await labels('brela', platform, 'tenderers')).toEqual([
      "O'Brien 100% Supplies",
      'Quokka 1000 Traders',
    ]);
    expect(await labels('chk-77', platform, 'users')).toEqual(['Omar Quokka']);
    // Not from their middle (decision 167): that is what keeps them to an index range.
    expect(await labels('77341', platform, 'tenderers')).toEqual([]);
    expect(await labels('mwakyusa@wizara', platform, 'users')).toEqual([]);
    // A name by a word anywhere in it.
    expect(await labels('mwakyusa', platform, 'users')).toEqual(['Kalinga Mwakyusa']);
    expect(await labels('lings', platform, 'users')).toEqual([]);
    expect(await labels('alinga', platform, 'users')).toEqual(['Kalinga Mwakyusa']);
  });

  it('finds a phone number however it is typed', async () => {
    // Kept as +255712345678 by a tenderer and its owner's account.
    for (const query of [
      '+255712345678',
      '+255 712 345 678',
      '255712345678',
      '00255 712 345 678',
      '0712345678',
      '0712 345 678',
      '0712-345-678',
      '(0712) 345678',
      '712 345 678',
      '0712 345',
      '+255 71234',
    ]) {
      expect(await labels(query, platform, 'tenderers'), query).toEqual(["O'Brien 100% Supplies"]);
      expect(await labels(query, platform, 'users'), query).toEqual(['Supplier Owner']);
    }
    // Its middle or end is not its start.
    expect(await labels('345 678', platform, 'tenderers')).toEqual([]);
  });

  it('works out what to look for from the text alone', () => {
    expect(phoneDigitPrefixes('0712 345 678')).toEqual(['255712345678']);
    expect(phoneDigitPrefixes('+44 20 7946 0958')).toEqual(['442079460958']);
    expect(phoneDigitPrefixes('712345678')).toEqual(['712345678', '255712345678']);
    expect(phoneDigitPrefixes('brela-1')).toEqual([]);
    expect(phoneDigitPrefixes(' - ')).toEqual([]);
    // Without a word of three letters or digits no name is searched: a trigram index could not
    // narrow it down and would read all of itself.
    for (const text of ['%%%', '___', '\\\\\\', '- - -', 'a b c', 'x@y.tz']) {
      expect(searchTerms(text).contains, text).toBeUndefined();
    }
    expect(searchTerms('100%')).toMatchObject({ contains: '%100\\%%', prefix: '100\\%%' });
    expect(searchTerms('Omar@Agency').domain).toBeUndefined();
    expect(searchTerms('@Agency.test').domain).toBe('agency.test%');
  });

  it('refuses the signed-out', async () => {
    expect((await search('quokka', undefined)).code).toBe(ResponseCode.UNAUTHENTICATED);
  });

  it('refuses too short and too long queries and limits, changing nothing', async () => {
    for (const query of [
      'ab',
      '  ab   ',
      '',
      'a',
      '%',
      '_',
      '\\',
      '   ',
      '\t\n  \t',
      'x'.repeat(101),
      'x'.repeat(200),
      'q'.repeat(50_000),
    ]) {
      const answer = await search(query, platform);
      expect(answer.code, query.slice(0, 10)).toBe(ResponseCode.INVALID_INPUT);
      expect(answer.message).toMatch(/^query: At (least 3|most 100) characters$/);
    }
    for (const limit of [0, 21, -1]) {
      expect((await search('quokka', platform, limit)).code).toBe(ResponseCode.INVALID_INPUT);
    }
  });

  it('caps each group at its limit and says there are more', async () => {
    const answer = await search('quokka', platform, 2);
    const group = answer.data!.groups.find((g) => g.entity === 'users')!;
    expect(group.hits).toHaveLength(2);
    expect(group.more).toBe(true);
    const all = (await search('quokka', platform, 20)).data!.groups.find(
      (g) => g.entity === 'users',
    )!;
    expect(all.more).toBe(false);
  });

  it('takes % _ \\ and quotes as the characters they are, not as patterns or SQL', async () => {
    expect(await labels('100%', platform, 'tenderers')).toEqual(["O'Brien 100% Supplies"]);
    expect(await labels("o'brien", platform, 'tenderers')).toEqual(["O'Brien 100% Supplies"]);
    for (const query of [
      '%%%',
      '___',
      '\\\\\\',
      "'; DROP TABLE users; --",
      'q_o%k',
      '%' + '_'.repeat(98) + '\\',
      '   %%%   ',
      '@@@',
    ]) {
      const answer = await search(query, platform);
      expect(answer.code, query).toBe(ResponseCode.SUCCESS);
      expect(answer.data!.groups, query).toEqual([]);
    }
    expect(await labels('quokka', platform, 'users')).toHaveLength(3);
  });

  it('looks a name up by its rarest word, or without the index when every word is common', () => {
    const sample = [
      ...Array.from({ length: 97 }, (_, i) => `bench institution afya ${i}`),
      ...Array.from({ length: 3 }, (_, i) => `bench institution maji ${i}`),
    ];
    // "45678" is in no sampled name: the index looks it up, whatever the words around it.
    expect(nameLookup('Bench institution Afya 45678', sample)).toEqual({
      kind: 'word',
      word: '45678',
    });
    // The fewest hits win, ties go to the longest word; short words are never looked up.
    expect(nameLookup('of Maji Afya', sample)).toEqual({ kind: 'word', word: 'maji' });
    expect(nameLookup('ya Zawadi Kiti', sample)).toEqual({ kind: 'word', word: 'zawadi' });
    expect(nameLookup('Bench institution maji', sample)).toEqual({ kind: 'word', word: 'maji' });
    // Every word in 5% or more of the sample: matches are everywhere, read without the index.
    expect(nameLookup('Bench institution afya', sample)).toEqual({ kind: 'dense' });
    // No sample (a table never analysed): the longest word.
    expect(nameLookup('Bench institution Afya', [])).toEqual({ kind: 'word', word: 'institution' });
  });

  it('finds a whole name of common words by its rare word, and common words alone', async () => {
    await server.db
      .insert(institutions)
      .values([
        ...Array.from({ length: 300 }, (_, i) => ({ name: `Wakala wa Maji ${1000 + i}` })),
        { name: 'Wakala wa Maji Zumaridi' },
      ]);
    await server.db.execute(sql`ANALYZE institutions`);
    // Earlier searches read the table's sample before these rows and the ANALYZE.
    forgetColumnSamples();
    const institutionsSource = searchSource('institutions')!;
    const lookups = await nameLookups(server.db, [institutionsSource], 'wakala wa maji zumaridi');
    expect(lookups.get('institutions')).toEqual({ kind: 'word', word: 'zumaridi' });
    expect(await labels('Wakala wa Maji Zumaridi', platform, 'institutions')).toEqual([
      'Wakala wa Maji Zumaridi',
    ]);
    // The words' order matters as in any "contains": the rare word alone is not enough.
    expect(await labels('Zumaridi Maji', platform, 'institutions')).toEqual([]);
    const dense = await nameLookups(server.db, [institutionsSource], 'wakala maji');
    expect(dense.get('institutions')).toEqual({ kind: 'dense' });
    const answer = await search('Wakala wa Maji 10', platform, 5);
    const group = answer.data!.groups.find((g) => g.entity === 'institutions')!;
    expect(group.hits).toHaveLength(5);
    expect(group.more).toBe(true);
    for (const hit of group.hits) expect(hit.label).toMatch(/^Wakala wa Maji 10/);
    // A text of common words no name holds answers nothing (the small table is read to its end).
    expect(await labels('Maji wa Wakala', platform, 'institutions')).toEqual([]);
  });

  it('still searches when the column statistics cannot be read (the connection dropped)', async () => {
    let asked = 0;
    const dropped = {
      execute: () => {
        asked++;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      },
    } as unknown as Db;
    const source = { ...searchSource('institutions')!, table: 'institutions_dropped' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const lookups = await nameLookups(dropped, [source], 'Wakala wa Maji Zumaridi');
      expect(lookups.get('institutions_dropped')).toEqual({ kind: 'word', word: 'zumaridi' });
    }
    // A failed read is not kept: the second search asked again.
    expect(asked).toBe(2);
  });
});
