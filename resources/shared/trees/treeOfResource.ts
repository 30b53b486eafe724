import type { TreeName } from './methods';

/** The lists with a tree beside them (issue 39 item 2), by resource. */
export const treeOfResource: Record<string, TreeName> = {
  'administrative-areas': 'AREAS',
  institutions: 'INSTITUTIONS',
  'tender-categories': 'CATEGORIES',
  'tender-sub-categories': 'CATEGORIES',
};
