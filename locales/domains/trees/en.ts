import type { LocaleFragment } from '../../mergeMessages';

/**
 * The tree beside the areas, institutions and tender categories lists (issue 39 item 2).
 * %{name}: an item's name; %{count}: how many children; %{parent}: the new parent's name.
 */
const en: LocaleFragment = {
  zabuni: {
    trees: {
      open: 'Tree',
      title: 'Tree view',
      close: 'Close the tree',
      label: 'Hierarchy',
      search: 'Find in the tree',
      searchHint: 'At least 2 characters, then Enter',
      noMatch: 'Nothing found',
      matches: 'Matches',
      loading: 'Loading…',
      more: 'Show more (%{count} left)',
      children: '%{smart_count} below |||| %{smart_count} below',
      move: 'Move…',
      moveTitle: 'Move %{name}',
      moveHint: 'Find the new parent by name, then choose it',
      moveTo: 'Move here',
      moved: 'Moved Successfully: %{name} under %{parent}',
      cycle: 'An item cannot move under itself or under one of the items below it',
      sameParent: 'The item is already under this parent',
      stale: 'Someone changed this item since you opened the tree: it has been read again',
      selectFirst: 'Choose an item in the tree to move it',
      kinds: {
        REGION: 'Region',
        DISTRICT: 'District',
        WARD: 'Ward',
        VILLAGE: 'Village',
        INSTITUTION: 'Institution',
        LOWER_LEVEL: 'Lower-level institution',
        CATEGORY: 'Category',
        SUB_CATEGORY: 'Sub-category',
      },
    },
  },
};

export default en;
