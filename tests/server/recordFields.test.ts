import { describe, expect, it } from 'vitest';
import {
  code,
  field,
  flag,
  isoDay,
  keptText,
  oneOf,
  parentOf,
  recordFields,
  shown,
  text,
  whole,
} from '../../server/reference-kit/fields';
import { z } from 'zod';

/** A list's fields written once (server/reference-kit/fields.ts): its input's checks and its SDL. */
describe('recordFields', () => {
  const fields = recordFields({
    name: text(150, { min: 2 }),
    code: code(20),
    note: keptText(500),
    day: isoDay(),
    kind: oneOf(['PUBLIC', 'BANK'], 'PUBLIC or BANK.', { fallback: 'PUBLIC' }),
    rank: whole(0, 100, { optional: true }),
    required: flag({ optional: true }),
    ...parentOf('category', 'TenderCategory', { required: true }),
    digits: field(z.string().regex(/^\d+$/), 'String!', { inputDoc: 'Digits only.' }),
    computed: shown('Int!', 'Counted, never saved.'),
  });

  it('writes the type with every field and its doc strings, the input with the saved ones', () => {
    expect(fields.sdl.fields.split('\n')).toEqual([
      'name: String!',
      'code: String!',
      'note: String',
      '"YYYY-MM-DD."',
      'day: String!',
      '"PUBLIC or BANK."',
      'kind: String!',
      'rank: Int!',
      'required: Boolean!',
      'category: TenderCategory',
      'categoryUuid: String',
      'categoryName: String',
      'digits: String!',
      '"Counted, never saved."',
      'computed: Int!',
    ]);
    // Optional on save where the column has a default or a fallback; a required parent by uuid.
    expect(fields.sdl.inputFields.split('\n')).toEqual([
      'name: String!',
      'code: String!',
      'note: String',
      'day: String!',
      'kind: String',
      'rank: Int',
      'required: Boolean',
      'categoryUuid: String!',
      '"Digits only."',
      'digits: String!',
    ]);
  });

  const valid = {
    name: '  Bank  ',
    code: 'B1',
    day: '2026-12-09',
    categoryUuid: '0b7f3f9e-6f0e-4e55-9d36-3b8c1a1f2a10',
    digits: '42',
  };

  it('checks a save by the same fields: trimmed, fallbacks given, shown fields dropped', () => {
    expect(fields.saveInput.parse({ ...valid, computed: 7, categoryName: 'x' })).toEqual({
      name: 'Bank',
      code: 'B1',
      day: '2026-12-09',
      kind: 'PUBLIC',
      categoryUuid: valid.categoryUuid,
      digits: '42',
    });
  });

  it.each([
    ['a name of one letter', { name: 'B' }],
    ['a code too long', { code: 'C'.repeat(21) }],
    ['a day that is not a date', { day: '09/12/2026' }],
    ['a kind not offered', { kind: 'SCHOOL' }],
    ['a rank past its range', { rank: 101 }],
    ['no parent', { categoryUuid: undefined }],
    ['a parent that is not a uuid', { categoryUuid: 'category-1' }],
    ['letters where digits go', { digits: '4a' }],
  ])('refuses %s', (_, change) => {
    expect(fields.saveInput.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
