import { fetchClarifications, fetchNotifications } from './homeApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { listAttachments } from '../signature-wizard/dsmsApi';

/**
 * The home's first reads, one definition each: the sections read them, and the page waits for them
 * all before showing any section, so that none moves another as its answer comes (issue 42 item 3:
 * the task counters arriving after the notifications pushed them down).
 */
export const homeQueries = (dataProvider: ZabuniDataProvider) => ({
  tasks: { queryKey: ['home', 'tasks'], queryFn: () => dataProvider.getMyTasksSummary() },
  notifications: {
    queryKey: ['home', 'notifications'],
    queryFn: () => fetchNotifications(dataProvider),
  },
  clarifications: {
    queryKey: ['home', 'clarifications'],
    queryFn: () => fetchClarifications(dataProvider),
  },
  dashboard: { queryKey: ['home', 'dashboard'], queryFn: () => dataProvider.getMyDashboard() },
  signedDocuments: {
    queryKey: ['my-signed-documents'],
    queryFn: () => loadSignedDocuments(dataProvider),
  },
});

async function loadSignedDocuments(dataProvider: ZabuniDataProvider) {
  const details = await dataProvider.getMyDetails();
  const uuids = [
    details.wpAttachmentUuid,
    details.cocAttachmentUuid,
    details.tocAttachmentUuid,
  ].filter((uuid): uuid is string => !!uuid);
  if (uuids.length === 0) return [];
  const response = await listAttachments(uuids);
  return Array.isArray(response.data) ? response.data : [];
}
