import { envelopeDocument, select } from '../../../providers/operations/documents';
import { customMethod } from '../../../providers/operations/types';

import type { TreeMatch, TreeName, TreeNode } from '../../../contract/trees';

/** The trees beside three lists (issue 39 item 2; server/modules/trees). */
export type { TreeMatch, TreeName, TreeNode };

const NODE = 'uuid name code kind parentUuid childCount active version';

export const treeMethods = {
  /** One page of a node's children by name (the roots without parentUuid). */
  treeChildren: customMethod<
    { tree: TreeName; parentUuid?: string | null; offset?: number; limit?: number },
    { nodes: TreeNode[]; total: number }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'treeChildren',
      { tree: 'TreeName!', parentUuid: 'String', offset: 'Int', limit: 'Int' },
      select.record(`total nodes { ${NODE} }`),
    ),
  }),
  /** Up to 20 nodes whose name or code contains the text, each with the path to it. */
  treeSearch: customMethod<{ tree: TreeName; text: string }, TreeMatch[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'treeSearch',
      { tree: 'TreeName!', text: 'String!' },
      select.list(`path node { ${NODE} }`),
    ),
  }),
  /** Moves a node under another parent, based on the version read (9012 when it changed since). */
  moveTreeNode: customMethod<
    { tree: TreeName; uuid: string; parentUuid: string; version: number },
    TreeNode
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'moveTreeNode',
      { tree: 'TreeName!', uuid: 'String!', parentUuid: 'String!', version: 'Int!' },
      select.record(NODE),
    ),
  }),
};

declare module '../../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    trees: typeof treeMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default treeMethods;
