import type { HistoryEntry } from '../activity/methods';
import { tableOf } from '../../providers/resourceDescriptor';
import { registeredResources } from '../../providers/registeredResources';

/** What a link to a changed record needs of its history entry. */
export type ChangedRecord = Pick<HistoryEntry, 'entity' | 'action' | 'recordId' | 'recordUuid'>;

/**
 * The screen that shows a changed record (its edit, else its show), named as its screens name it:
 * by its uuid, or by its numeric id where its operations name records so (users, departments:
 * /users/12). Undefined when the record is gone or no screen shows records of its kind. The one link
 * builder of the home page's Recent changes and the Activity list (issue 38 item 5).
 */
export function recordPath(entry: ChangedRecord): string | undefined {
  if (entry.action === 'delete' || entry.action === 'remove') return undefined;
  const descriptor = registeredResources().find(
    (candidate) =>
      tableOf(candidate) === entry.entity &&
      candidate.historyEntity !== false &&
      (candidate.edit || candidate.show),
  );
  if (!descriptor) return undefined;
  const key = descriptor.operations?.getOne?.recordKey === 'id' ? entry.recordId : entry.recordUuid;
  if (!key) return undefined;
  const path = `/${descriptor.name}/${encodeURIComponent(key)}`;
  return descriptor.edit ? path : `${path}/show`;
}
