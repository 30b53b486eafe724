import { describe, expect, it } from 'vitest';
import {
  parseAppPage,
  parseList,
  parsePage,
  parseRecord,
} from '../../../providers/operations/paging';

const success = (data: unknown) => ({ code: 9000, message: 'ok', status: true, data });

describe('record ids for react-admin', () => {
  it('maps a record uuid to id', () => {
    expect(parseRecord('findX')(success({ uuid: 'u-1', name: 'A' })).data).toEqual({
      uuid: 'u-1',
      name: 'A',
      id: 'u-1',
    });
  });

  it('maps a report list item uid to id, as the spec says', () => {
    const page = parseAppPage('getReports')(
      success({ rows: [{ uid: 'r-7', name: 'Plan report' }], totalRecords: 1 }),
    );
    expect(page).toEqual({ data: [{ uid: 'r-7', name: 'Plan report', id: 'r-7' }], total: 1 });
  });

  it('prefers the uuid when a record carries both', () => {
    const { data } = parseList('getX')({
      code: 9000,
      message: 'ok',
      status: true,
      dataList: [{ uuid: 'u-2', uid: 'r-2' }],
    });
    expect(data[0]).toMatchObject({ id: 'u-2' });
  });

  it('keeps paging totals of a Spring page', () => {
    const page = parsePage('getY')(
      success({ content: [{ uid: 'a' }, { uid: 'b' }], totalElements: 40 }),
    );
    expect(page.total).toBe(40);
    expect(page.data.map((row) => (row as { id: string }).id)).toEqual(['a', 'b']);
  });
});
