// @vitest-environment node
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AppListSpec } from '../../../server/db/appPaging';
import { searchColumns } from '../../../server/db/paging';
import type { ReferenceApiSpec } from '../../../server/reference-kit/api';
import type { ListOperation } from '../../../server/reference-kit/sdl';
import { listFieldsOf } from '../../../contract/listFields';
import type { ResourceDescriptor } from '../../../providers/resourceDescriptor';
import type { ReferenceScreenOptions } from '../../../resources/reference-data/types';
import { isSortableColumn, listColumns } from '../../../resources/reference-data/ReferenceList';

/**
 * Issue 38: "Search and sort work on what the list shows, for every list." Issue 41: a list's sort
 * fields and exact filters are declared once, in contract/listFields.ts. Here: every kit list's server
 * spec is the contract's entry for its type (the same sort fields, default sort and exact filters);
 * every kit screen reads the entry of the type its list operation answers; and every column a screen
 * offers to sort by (and its default sort) is a sort its server operation accepts, by the column of
 * the same name (what the column shows); the server refuses any other sortBy (server/db/paging.ts
 * fetchPage). Both sides are read from the code: the browser's screens as the resource folders
 * describe them, the server's list specs as its modules declare them.
 */

/** What each kit resource was built from (its screen) and what it became (its operations). */
const screens = vi.hoisted(
  () => [] as { options: ReferenceScreenOptions; descriptor: ResourceDescriptor }[],
);
/** Each kit list operation's name, its GraphQL type and the list spec it answers with. */
const serverLists = vi.hoisted(
  () => [] as { operation: string; typeName: string; spec: AppListSpec; table: object }[],
);

vi.mock('../../../resources/reference-data/referenceResource', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../resources/reference-data/referenceResource')>();
  const recorded =
    <F extends (options: never) => ResourceDescriptor>(build: F) =>
    (options: Parameters<F>[0]) => {
      const descriptor = build(options);
      screens.push({ options: options as ReferenceScreenOptions, descriptor });
      return descriptor;
    };
  return {
    ...actual,
    referenceResource: recorded(actual.referenceResource),
    generalReferenceResource: recorded(actual.generalReferenceResource),
    appReferenceResource: recorded(actual.appReferenceResource),
  };
});

vi.mock('../../../server/reference-kit/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../server/reference-kit/api')>();
  return {
    ...actual,
    referenceApi: (spec: ReferenceApiSpec) => {
      const { list } = spec.operations;
      const lists = !list
        ? []
        : Array.isArray(list[0])
          ? (list as ListOperation[])
          : [list as ListOperation];
      // Every kind pages with the list spec: a whole list ('all') given a pageParam answers a page.
      for (const [operation] of lists) {
        const { listSpec, table } = spec.entity.definition;
        serverLists.push({ operation, typeName: spec.typeName, spec: listSpec, table });
      }
      return actual.referenceApi(spec);
    },
  };
});

/** The sortBy a list's getList sends for a react-admin sort field, if it sends one. */
function sentSortBy(descriptor: ResourceDescriptor, field: string): string | undefined {
  const variables = descriptor.operations!.getList!.variables({
    pagination: { page: 1, perPage: 10 },
    sort: { field, order: 'ASC' },
    filter: {},
  }) as Record<string, { sortBy?: string } | undefined>;
  return Object.values(variables).find((value) => value?.sortBy !== undefined)?.sortBy;
}

describe('reference lists sort by what they show', async () => {
  // Every resource folder, as the app collects them.
  const { resourceDescriptors } = await import('../../../src/composition/resourceRegistry');
  const { loadModules } = await import('../../../server/serviceModules');
  await loadModules();
  // Kit screens whose list operation the module answers by hand, over these specs.
  const { holidayList } = await import('../../../server/modules/holidays/module');
  const holidays = holidayList.definition.table;
  const { institutionCategoryListSpec } =
    await import('../../../server/modules/institution-categories/store');
  const { institutionCategories } = await import('../../../server/db/schema/institutions');
  serverLists.push(
    {
      operation: 'getHolidays',
      typeName: 'Holiday',
      spec: holidayList.definition.listSpec,
      table: holidays,
    },
    {
      operation: 'allProcuringEntityCategories',
      typeName: 'InstitutionCategory',
      spec: institutionCategoryListSpec,
      table: institutionCategories,
    },
  );

  // A kit resource built by generalReferenceResource is recorded twice (it calls referenceResource
  // itself, unrecorded, so once): keep one per resource name.
  const byName = new Map(screens.map((screen) => [screen.descriptor.name, screen]));

  it('finds the kit lists on both sides', () => {
    expect(resourceDescriptors.length).toBeGreaterThan(byName.size);
    expect(byName.size).toBeGreaterThan(30);
    expect(serverLists.length).toBeGreaterThan(30);
  });

  for (const { operation, typeName, spec } of serverLists) {
    it(`${operation} answers as the contract declares ${typeName}`, () => {
      // A list the contract does not name (one just added by the recipe) sorts as a named list.
      const declared = listFieldsOf(typeName);
      expect(Object.keys(spec.sortable)).toEqual([...declared!.sortable]);
      expect(spec.defaultSort).toBe(declared!.defaultSort);
      const exact = Object.entries(spec.filterable).filter(([, field]) => field.match === 'equals');
      expect(exact.map(([field]) => field).sort()).toEqual([...declared!.filters].sort());
    });
  }

  for (const [name, { options, descriptor }] of byName) {
    // What ReferenceList offers: the contract's entry for the type the screen names.
    const declared = listFieldsOf(options.type);
    const columns = listColumns(options)
      .filter((column) => isSortableColumn(column, declared))
      .map((column) => column.source);
    const offered = [
      ...new Set([declared?.defaultSort ?? options.sortField ?? 'name', ...columns]),
    ];
    it(`${name} names the type its list operation answers`, () => {
      const operation = descriptor.operations!.getList!.operation;
      const answered = serverLists.find((list) => list.operation === operation);
      // A tenderer's own rows (no kit list on the server) name no type and sort by their default.
      if (!answered) return expect([options.type, columns]).toEqual([undefined, []]);
      expect(options.type).toBe(answered.typeName);
    });
    it(`${name}: ${offered.join(', ')}`, () => {
      const getList = descriptor.operations!.getList!;
      // A whole list (no sortBy sent) is sorted in the browser, over every row it shows.
      if (sentSortBy(descriptor, offered[0]) === undefined) return;
      const declared = serverLists.filter((list) => list.operation === getList.operation);
      expect(declared, `no kit list spec answers ${getList.operation}`).not.toHaveLength(0);
      for (const { spec, table } of declared) {
        const tableColumns = getTableColumns(table as never) as Record<string, unknown>;
        for (const field of offered) {
          const sortBy = sentSortBy(descriptor, field)!;
          expect(
            Object.keys(spec.sortable),
            `${name} offers to sort by ${field}; ${getList.operation} refuses it`,
          ).toContain(sortBy);
          expect(
            spec.sortable[sortBy] === tableColumns[field],
            `${getList.operation} sorts ${sortBy} by another column than the ${field} shown`,
          ).toBe(true);
        }
      }
    });
    // Issue 38 item 8 again: the search box finds a record by any text its row shows (a code, an
    // acronym), not only by its name. The every-list end-to-end test searches each of them.
    const texts = listColumns(options).filter((field) => (field.kind ?? 'text') === 'text');
    it(`${name}: the search box looks in ${texts.map((field) => field.source).join(', ')}`, () => {
      const getList = descriptor.operations!.getList!;
      if ((options.searchable ?? true) === false) return;
      // A whole list is searched in the browser, over every text it holds.
      if (sentSortBy(descriptor, offered[0]) === undefined) return;
      const answering = serverLists.filter((list) => list.operation === getList.operation);
      expect(answering, `no kit list spec answers ${getList.operation}`).not.toHaveLength(0);
      for (const { spec, table } of answering) {
        const tableColumns = getTableColumns(table as never) as Record<string, unknown>;
        const searched = searchColumns(spec);
        for (const field of texts) {
          expect(
            searched.includes(tableColumns[field.source] as never),
            `${name} shows ${field.source}; ${getList.operation}'s search does not look in it`,
          ).toBe(true);
        }
      }
    });
  }
});
