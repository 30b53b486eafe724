import { describe, expect, it } from 'vitest';
import { findResultProblems } from '../../../providers/monitoring';

const envelope = (code: number) => ({
  data: { getAllChargeTypes: { code, message: `code ${code}` } },
});

describe('what the monitor is told', () => {
  it('reports response codes 9001-9004 and 9006-9020, never 9000 or 9005', () => {
    const reported = (code: number) => findResultProblems('getAllChargeTypes', envelope(code));
    expect(reported(9000)).toEqual([]);
    expect(reported(9005)).toEqual([]);
    expect(reported(9021)).toEqual([]);
    for (const code of [9001, 9004, 9006, 9020]) {
      expect(reported(code)).toEqual([
        { kind: 'RESPONSE_CODE', operation: 'getAllChargeTypes', code, message: `code ${code}` },
      ]);
    }
  });

  it('reports an errors field and SQL text', () => {
    const withErrors = findResultProblems('op', { errors: [{ message: 'Unexpected error.' }] });
    expect(withErrors).toEqual([
      { kind: 'GRAPHQL_ERROR', operation: 'op', message: 'Unexpected error.' },
    ]);
    const withSql = findResultProblems('op', {
      data: { op: { code: 9000, message: 'select id from users where 1=1' } },
    });
    expect(withSql.map((problem) => problem.kind)).toEqual(['SQL_TEXT']);
  });
});
