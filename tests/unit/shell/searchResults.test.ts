import { describe, expect, it } from 'vitest';
// The app's start-up registers the resources a link is drawn from.
import '../../../src/composition/resourceRegistry';
import { movedIndex, shownGroups } from '../../../src/shell/search/searchResults';

describe('the search dialog', () => {
  it("links each hit to its record's screen and drops hits no screen opens", () => {
    const groups = shownGroups([
      {
        entity: 'institutions',
        more: true,
        hits: [{ entity: 'institutions', id: '7', uuid: 'u-7', label: 'Ministry', context: 'MOH' }],
      },
      {
        entity: 'users',
        more: false,
        hits: [{ entity: 'users', id: '12', uuid: 'u-12', label: 'Asha', context: null }],
      },
      {
        entity: 'no_screen_shows_these',
        more: false,
        hits: [{ entity: 'no_screen_shows_these', id: '1', uuid: 'x', label: 'X', context: null }],
      },
    ]);
    expect(
      groups.map((group) => [group.resource, group.more, group.hits.map((hit) => hit.path)]),
    ).toEqual([
      ['institutions', true, [expect.stringMatching(/^\/institutions\/(u-7|7)/)]],
      // Users open by their numeric id (recordLinks.ts).
      ['users', false, ['/users/12']],
    ]);
  });

  it('moves through the options with the arrow keys, wrapping round', () => {
    expect(movedIndex(-1, 1, 3)).toBe(0);
    expect(movedIndex(-1, -1, 3)).toBe(2);
    expect(movedIndex(2, 1, 3)).toBe(0);
    expect(movedIndex(0, -1, 3)).toBe(2);
    expect(movedIndex(1, 1, 3)).toBe(2);
    expect(movedIndex(-1, 1, 0)).toBe(-1);
  });
});
