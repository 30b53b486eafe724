import { describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { describeError, duplicateMessage } from '../../server/errors';

/** A driver error as drizzle wraps it: PostgreSQL's fields are on the cause. */
const uniqueViolation = (table: string, constraint: string) =>
  new Error('Failed query', { cause: { code: '23505', table, constraint } });

describe('what a refusal says', () => {
  it('names the clashing fields of a unique violation from its index', () => {
    expect(duplicateMessage(uniqueViolation('roles', 'roles_name_live_key'))).toBe(
      'A record with the same name already exists',
    );
    expect(duplicateMessage(uniqueViolation('holidays', 'holidays_date_name_live_key'))).toBe(
      'A record with the same date and name already exists',
    );
    expect(duplicateMessage(uniqueViolation('departments', 'departments_one_default_key'))).toBe(
      'Only one default is allowed',
    );
  });

  it('answers 9003 with that text, and no SQL or index name otherwise', () => {
    expect(describeError(uniqueViolation('roles', 'roles_name_live_key'))).toEqual({
      code: ResponseCode.DUPLICATE,
      message: 'A record with the same name already exists',
    });
    // An index not named by the convention: the catalogue's text (no message).
    expect(describeError(uniqueViolation('roles', 'some_other_index'))).toEqual({
      code: ResponseCode.DUPLICATE,
      message: undefined,
    });
  });
});
