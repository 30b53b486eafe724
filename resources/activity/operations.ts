import type { GetListParams } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { envelopeOperation } from '../../providers/operations/documents';
import { historyPageSelection, type HistoryPage } from './methods';
import type { ResourceOperations } from '../../providers/operations/types';
import { unwrap, type Envelope } from '../../providers/responses';

/**
 * The activity list pages on the server's cursor (keyset paging: fast at a million entries), so a
 * page is reached from the one before it: each answer keeps the cursor of the next page, by filter
 * and page size. The list starts at page 1 (its location is not kept) and an export reads its pages
 * in order, so the cursor of a page asked for is always known.
 */
const cursors = new Map<string, string>();
const MAX_CURSORS = 1000;

const keyOf = (params: GetListParams, page: number) =>
  JSON.stringify([params.filter ?? {}, params.pagination?.perPage ?? DEFAULT_PAGE_SIZE, page]);

/** The day a date filter names, as the instant it starts in the user's time zone. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** The screen's filters as the server's: `to` includes its whole day. */
export function toActivityFilter(filter: Record<string, unknown> = {}) {
  const text = (key: string) =>
    typeof filter[key] === 'string' && filter[key] ? (filter[key] as string) : null;
  const from = text('from');
  const to = text('to');
  return {
    actorName: text('actorName'),
    entity: text('entity'),
    action: text('action'),
    from: from ? startOfDay(from) : null,
    to: to ? startOfDay(to, 1) : null,
  };
}

export const activityOperations: ResourceOperations = {
  service: 'uaa',
  getList: envelopeOperation({
    operation: 'getActivity',
    variables: { filter: 'ActivityFilterInput', first: 'Int', after: 'String' },
    selection: historyPageSelection,
    send: (params) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PAGE_SIZE };
      return {
        filter: toActivityFilter(params.filter as Record<string, unknown>),
        first: perPage,
        after: page > 1 ? (cursors.get(keyOf(params, page)) ?? null) : null,
      };
    },
    parse: (result, params) => {
      const { entries, nextCursor } = unwrap(result as Envelope<HistoryPage>, 'getActivity');
      const page = params.pagination?.page ?? 1;
      if (cursors.size > MAX_CURSORS) cursors.clear();
      if (nextCursor) cursors.set(keyOf(params, page + 1), nextCursor);
      const perPage = params.pagination?.perPage ?? DEFAULT_PAGE_SIZE;
      return {
        data: entries,
        // On the last page the total is known ("26-30 of 30"); before it, "of more than".
        ...(nextCursor === null ? { total: (page - 1) * perPage + entries.length } : {}),
        pageInfo: { hasNextPage: nextCursor !== null, hasPreviousPage: page > 1 },
      };
    },
  }),
};
