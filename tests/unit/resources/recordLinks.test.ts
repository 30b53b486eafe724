import { describe, expect, it } from 'vitest';
// The app's start-up registers the resources a link is drawn from.
import '../../../src/composition/resourceRegistry';
import { recordPath, type ChangedRecord } from '../../../resources/shared/recordLinks';

/** Issue 38 item 5: a changed record's link names it as its screens do. */
const change = (overrides: Partial<ChangedRecord>): ChangedRecord => ({
  entity: 'charge_types',
  action: 'update',
  recordId: '12',
  recordUuid: '0b6f1c3e-1111-4c1e-9a34-0d2d8f2b6c11',
  ...overrides,
});

describe('links to changed records', () => {
  it('opens records named by their uuid by their uuid', () => {
    expect(recordPath(change({}))).toBe('/charge-types/0b6f1c3e-1111-4c1e-9a34-0d2d8f2b6c11');
  });

  it('opens users and departments by their numeric id, as their screens open them', () => {
    expect(recordPath(change({ entity: 'users' }))).toBe('/users/12');
    expect(recordPath(change({ entity: 'departments', action: 'assign' }))).toBe('/departments/12');
  });

  it('draws no link to a record that is gone, or of a kind no screen shows', () => {
    expect(recordPath(change({ action: 'delete' }))).toBeUndefined();
    expect(recordPath(change({ action: 'remove' }))).toBeUndefined();
    expect(recordPath(change({ entity: 'refresh_tokens' }))).toBeUndefined();
    expect(recordPath(change({ entity: 'users', recordId: null }))).toBeUndefined();
  });

  it('opens the screen the person may open: the edit, else the show, else none', () => {
    const mayOnly =
      (allowed: string) =>
      (resource: string, action: string): boolean =>
        `${resource}:${action}` === allowed;
    expect(recordPath(change({ entity: 'users' }), mayOnly('users:edit'))).toBe('/users/12');
    expect(recordPath(change({ entity: 'users' }), mayOnly('users:show'))).toBe('/users/12/show');
    expect(recordPath(change({ entity: 'users' }), mayOnly('departments:edit'))).toBeUndefined();
  });
});
