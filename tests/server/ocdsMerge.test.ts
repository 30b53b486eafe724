import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  compileReleases,
  prune,
  withRemovals,
  type JsonObject,
} from '../../server/modules/annual-procurement-plans/ocds';

/** The OCDS rules no schema checks: what is pruned, how releases compile, what configuration takes. */

describe('prune', () => {
  it('leaves out empty and blank strings, empty objects and arrays, null and undefined, recursively', () => {
    expect(
      prune({
        a: '',
        b: '  ',
        c: {},
        d: [],
        e: null,
        f: undefined,
        g: { h: { i: ' ' } },
        j: [{}, '', 'x'],
        k: ' kept ',
        l: 0,
        m: false,
      }),
    ).toEqual({ j: ['x'], k: 'kept', l: 0, m: false });
    expect(prune({ a: { b: '' } })).toBeUndefined();
  });
});

describe('compileReleases (OCDS merge)', () => {
  const release = (n: number, body: JsonObject): JsonObject => ({
    ocid: 'ocds-test01-1',
    id: `ocds-test01-1-${n}`,
    date: `2026-07-0${n}T00:00:00.000Z`,
    tag: [n === 1 ? 'planning' : 'planningUpdate'],
    ...body,
  });

  it('merges objects field by field, arrays of objects by id, replaces other values, removes nulls', () => {
    const compiled = compileReleases([
      release(1, {
        planning: { rationale: 'Why', budget: { amount: { amount: 1, currency: 'TZS' } } },
        parties: [
          { id: 'a', name: 'Ministry', roles: ['buyer'] },
          { id: 'b', name: 'Agency' },
        ],
        tender: { status: 'planning', title: 'Boreholes' },
      }),
      release(2, {
        planning: { rationale: null, budget: { amount: { amount: 2 } } },
        parties: [{ id: 'a', roles: ['buyer', 'procuringEntity'] }, { id: 'c' }],
        tender: { status: 'withdrawn' },
      }),
    ]);
    expect(compiled).toEqual({
      ocid: 'ocds-test01-1',
      id: 'ocds-test01-1-2026-07-02T00:00:00.000Z',
      date: '2026-07-02T00:00:00.000Z',
      tag: ['compiled'],
      planning: { budget: { amount: { amount: 2, currency: 'TZS' } } },
      parties: [
        { id: 'a', name: 'Ministry', roles: ['buyer', 'procuringEntity'] },
        { id: 'b', name: 'Agency' },
        { id: 'c' },
      ],
      tender: { status: 'withdrawn', title: 'Boreholes' },
    });
  });

  it('publishes a removed field as null so the compiled release loses it', () => {
    expect(
      withRemovals(
        { planning: { rationale: 'Why', budget: { project: 'P' } }, tender: { id: 't' } },
        { planning: { budget: { project: 'P' } }, tender: { id: 't' } },
      ),
    ).toEqual({ planning: { rationale: null, budget: { project: 'P' } }, tender: { id: 't' } });
  });
});

describe('open data configuration', () => {
  it('takes the ocid prefix and publisher from the environment and refuses bad values', () => {
    const config = loadConfig({
      OCDS_OCID_PREFIX: 'ocds-213czf',
      OCDS_PUBLISHER_NAME: 'PPRA',
      OCDS_LICENSE: 'https://opendatacommons.org/licenses/pddl/1-0/',
    });
    expect(config.ocidPrefix).toBe('ocds-213czf');
    expect(config.ocds).toMatchObject({
      publisherName: 'PPRA',
      license: 'https://opendatacommons.org/licenses/pddl/1-0/',
    });
    expect(loadConfig({}).ocidPrefix).toBe('ocds-zabuni');
    expect(() => loadConfig({ OCDS_OCID_PREFIX: 'zabuni' })).toThrow(/OCDS_OCID_PREFIX/);
    expect(() => loadConfig({ OCDS_LICENSE: 'CC-BY' })).toThrow(/OCDS_LICENSE/);
  });
});
