import { useCanAccessResources } from 'react-admin';
import type { HistoryEntry } from '../activity/methods';
import { tableOf } from '../../providers/resourceDescriptor';
import { registeredResources } from '../../providers/registeredResources';

/** What a link to a changed record needs of its history entry. */
export type ChangedRecord = Pick<HistoryEntry, 'entity' | 'action' | 'recordId' | 'recordUuid'>;

/** Whether the person may open a resource's record screen (react-admin's access check). */
export type MayOpen = (resource: string, action: 'edit' | 'show') => boolean;

/**
 * The screen that shows a changed record (its edit, else its show: the first of them the person may
 * open, by `mayOpen`), named as its screens name it: by its uuid, or by its numeric id where its
 * operations name records so (users, departments: /users/12). Undefined when the record is gone, no
 * screen shows records of its kind, or the person may open none of them. The one link builder of the
 * home page's Recent changes and the Activity list (issue 38 item 5).
 */
export function recordPath(
  entry: ChangedRecord,
  mayOpen: MayOpen = () => true,
): string | undefined {
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
  if (descriptor.edit && mayOpen(descriptor.name, 'edit')) return path;
  if (descriptor.show && mayOpen(descriptor.name, 'show')) return `${path}/show`;
  return undefined;
}

const withScreen = (screen: 'edit' | 'show') =>
  registeredResources()
    .filter((descriptor) => descriptor[screen])
    .map((descriptor) => descriptor.name);

/**
 * recordPath for the signed-in person: a link only to a record screen they may open, by the access
 * rules the menu follows (authProvider.canAccess), so a history never offers a record they would be
 * refused. Until the rules are known no entry links anywhere.
 */
export function useRecordPath(): (entry: ChangedRecord) => string | undefined {
  const edit = useCanAccessResources({ action: 'edit', resources: withScreen('edit') });
  const show = useCanAccessResources({ action: 'show', resources: withScreen('show') });
  const mayOpen: MayOpen = (resource, action) =>
    (action === 'edit' ? edit : show).canAccess?.[resource] === true;
  return (entry) => recordPath(entry, mayOpen);
}
