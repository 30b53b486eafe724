import type { DeleteParams, DeleteResult } from 'react-admin';
import { staleVersionOf } from './responses';

/** A delete refused because the record changed after it was read: the record as it is now. */
export interface StaleDelete {
  resource: string;
  theirs: Record<string, unknown>;
}

/** What the person chose: delete the record as it is now, or see it first (nothing deleted). */
export type StaleDeleteChoice = 'delete' | 'reload';

type Ask = (conflict: StaleDelete) => Promise<StaleDeleteChoice>;

let ask: Ask | undefined;

/**
 * The screen that asks the person (the shell's stale-delete dialog) registers here; until one does,
 * a stale delete is refused with the 9012 text as before. Answers the function that unregisters it.
 */
export function askOnStaleDelete(next: Ask): () => void {
  ask = next;
  return () => {
    if (ask === next) ask = undefined;
  };
}

/**
 * Every delete of the browser, wherever its button is (a list row, an edit toolbar, a show page):
 * refused as stale (9012), the person is asked; "delete anyway" deletes again based on the version
 * that is saved now (knowingly), "reload" keeps the refusal (its text is shown, nothing deleted).
 */
export const confirmingStaleDeletes =
  (remove: (resource: string, params: DeleteParams) => Promise<DeleteResult>) =>
  async (resource: string, params: DeleteParams): Promise<DeleteResult> => {
    try {
      return await remove(resource, params);
    } catch (error) {
      const theirs = staleVersionOf(error);
      if (!theirs || !ask || (await ask({ resource, theirs })) !== 'delete') throw error;
      const previousData = { ...params.previousData, version: theirs.version };
      return remove(resource, { ...params, previousData } as DeleteParams);
    }
  };
