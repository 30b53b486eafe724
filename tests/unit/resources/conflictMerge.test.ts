import { describe, expect, it } from 'vitest';
import { mergeConflict } from '../../../resources/shared/conflictMerge';

/** A charge type as the form opened it (version 3). */
const base = {
  id: 'c1',
  uuid: 'c1',
  version: 3,
  name: 'Tender box fee',
  unitOfMeasure: 'TZS',
  active: true,
  description: null,
  updatedAt: '2026-01-01T08:00:00Z',
  updatedBy: 'asha@example.test',
};

describe('mergeConflict: what Overwrite saves', () => {
  it('keeps their change to a field I did not touch and mine to the field I changed', () => {
    const yours = { ...base, name: 'Tender box fee (mine)' };
    const theirs = { ...base, version: 4, unitOfMeasure: 'USD', updatedAt: '2026-01-01T09:00:00Z' };
    const merge = mergeConflict({ base, yours, theirs });
    expect(merge.values).toEqual({
      ...base,
      version: 4,
      name: 'Tender box fee (mine)',
      unitOfMeasure: 'USD',
    });
    expect(merge.overwritten).toEqual([]);
    expect(merge.keptTheirs).toEqual(['unitOfMeasure']);
  });

  it('names the fields both changed differently: mine is saved over theirs there', () => {
    const yours = { ...base, name: 'Mine', active: false };
    const theirs = { ...base, version: 5, name: 'Theirs', unitOfMeasure: 'USD' };
    const merge = mergeConflict({ base, yours, theirs });
    expect(merge.values.name).toBe('Mine');
    expect(merge.values.active).toBe(false);
    expect(merge.values.unitOfMeasure).toBe('USD');
    expect(merge.values.version).toBe(5);
    expect(merge.overwritten).toEqual(['name']);
    expect(merge.keptTheirs).toEqual(['unitOfMeasure']);
  });

  it('overwrites nothing where both made the same change', () => {
    const yours = { ...base, name: 'Same' };
    const theirs = { ...base, version: 4, name: 'Same' };
    const merge = mergeConflict({ base, yours, theirs });
    expect(merge.overwritten).toEqual([]);
    expect(merge.keptTheirs).toEqual([]);
    expect(merge.values.name).toBe('Same');
  });

  it('treats an emptied text as the empty value the record answers', () => {
    // The form turns a null it never touched into '' (or back): not a change of mine.
    const yours = { ...base, description: '' };
    const theirs = { ...base, version: 4, description: 'Paid at the counter' };
    const merge = mergeConflict({ base, yours, theirs });
    expect(merge.values.description).toBe('Paid at the counter');
    expect(merge.keptTheirs).toEqual(['description']);
  });

  it('compares lists and related records by value', () => {
    const listBase = {
      ...base,
      permissions: ['a.read', 'b.read'],
      head: { uuid: 'u1', name: 'Juma' },
    };
    const yours = { ...listBase, permissions: ['a.read'] };
    const theirs = { ...listBase, version: 4, head: { uuid: 'u2', name: 'Neema' } };
    const merge = mergeConflict({ base: listBase, yours, theirs });
    expect(merge.values.permissions).toEqual(['a.read']);
    expect(merge.values.head).toEqual({ uuid: 'u2', name: 'Neema' });
    expect(merge.overwritten).toEqual([]);
    expect(merge.keptTheirs).toEqual(['head']);
  });

  it('never merges bookkeeping and keeps what the record does not answer as sent', () => {
    const yours = { ...base, updatedBy: 'me', formOnly: 'x' };
    const theirs = { ...base, version: 4, updatedBy: 'juma@example.test' };
    const merge = mergeConflict({ base, yours, theirs });
    expect(merge.values.updatedBy).toBe('me');
    expect(merge.values.formOnly).toBe('x');
    expect(merge.overwritten).toEqual([]);
    expect(merge.keptTheirs).toEqual([]);
  });

  it('counts a field the form opened without as mine, and names it where theirs differs', () => {
    const yours = { ...base, code: 'MINE' };
    const theirs = { ...base, version: 4, code: 'THEIRS' };
    const merge = mergeConflict({ base, yours, theirs });
    expect(merge.values.code).toBe('MINE');
    expect(merge.overwritten).toEqual(['code']);
  });
});
