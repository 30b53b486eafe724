import { ReferenceList } from './ReferenceList';
import type { ReferenceScreenOptions } from './types';

/**
 * A reference list's list screen: the chunk every kit list shares, downloaded when the first of them
 * is opened (referenceResource.tsx). Its forms (create, edit) are a chunk of their own
 * (referenceScreens.tsx), downloaded when one is opened (issue 42).
 */
export function referenceListScreen(screen: ReferenceScreenOptions) {
  return { list: () => <ReferenceList {...screen} /> };
}
