// @vitest-environment node
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AppListSpec } from '../../../server/db/appPaging';
import type { ReferenceOperations } from '../../../server/reference-kit/sdl';
import type { ResourceDescriptor } from '../../../providers/resourceDescriptor';
import type { ReferenceScreenOptions } from '../../../resources/reference-data/types';
import { isSortableColumn, listColumns } from '../../../resources/reference-data/ReferenceList';

/**
 * Issue 38: "Search and sort work on what the list shows, for every list." Every column a reference
 * list offers to sort by (and its default sort) must be a sort its server operation accepts, by the
 * column of the same name (what the column shows); the server refuses any other sortBy
 * (server/db/paging.ts fetchPage). Both sides are read from the code: the browser's screens as the
 * resource folders describe them, the server's list specs as its modules declare them.
 */

/** What each kit resource was built from (its screen) and what it became (its operations). */
const screens = vi.hoisted(
  () => [] as { options: ReferenceScreenOptions; descriptor: ResourceDescriptor }[],
);
/** Each kit list operation's name and the list spec it answers with. */
const serverLists = vi.hoisted(
  () => [] as { operation: string; spec: AppListSpec; table: object }[],
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

vi.mock('../../../server/reference-kit/resolvers', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../server/reference-kit/resolvers')>();
  return {
    ...actual,
    referenceResolvers: (
      entity: Parameters<typeof actual.referenceResolvers>[0],
      operations: ReferenceOperations,
      permissions: Parameters<typeof actual.referenceResolvers>[2],
    ) => {
      const lists = operations.list
        ? Array.isArray(operations.list[0])
          ? (operations.list as [string, string][])
          : [operations.list as [string, string]]
        : [];
      // Every kind pages with the list spec: a whole list ('all') given a pageParam answers a page.
      for (const [operation] of lists) {
        const { listSpec, table } = entity.definition;
        serverLists.push({ operation, spec: listSpec, table });
      }
      return actual.referenceResolvers(entity, operations, permissions);
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
    { operation: 'getHolidays', spec: holidayList.definition.listSpec, table: holidays },
    {
      operation: 'allProcuringEntityCategories',
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

  for (const [name, { options, descriptor }] of byName) {
    const columns = listColumns(options)
      .filter(isSortableColumn)
      .map((column) => column.source);
    const offered = [...new Set([options.sortField ?? 'name', ...columns])];
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
  }
});
