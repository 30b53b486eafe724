/**
 * The trees beside three lists (issue 39 item 2): a node as the GraphQL type TreeNode answers it, and
 * a search's match with its path; the server (server/modules/trees) and the browser share them.
 */
export type TreeName = 'AREAS' | 'INSTITUTIONS' | 'CATEGORIES';

export interface TreeNode {
  uuid: string;
  name: string;
  code: string | null;
  /** REGION, DISTRICT, WARD, VILLAGE; INSTITUTION, LOWER_LEVEL; CATEGORY, SUB_CATEGORY. */
  kind: string;
  parentUuid: string | null;
  childCount: number;
  active: boolean;
  version: number;
}

export interface TreeMatch {
  node: TreeNode;
  /** The uuids of the node's ancestors, the root first. */
  path: string[];
}

/** The tables each tree shows, whose changes (live lists, decision 107) an open tree reads again. */
export const treeTables: Record<TreeName, readonly string[]> = {
  AREAS: ['administrative_areas'],
  INSTITUTIONS: ['institutions'],
  CATEGORIES: ['tender_categories', 'tender_sub_categories'],
};
