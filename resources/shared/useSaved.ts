import { useNotify, useRedirect } from 'react-admin';

/**
 * The onSuccess of a create or edit form: `message` as a success notice once the server has saved
 * the record, then the record's page (`show`) or the resource's list.
 */
export function useSaved(message: string, resource: string, then: 'show' | 'list') {
  const notify = useNotify();
  const redirect = useRedirect();
  return (record: { id: string }) => {
    notify(message, { type: 'success' });
    redirect(then, resource, record.id);
  };
}
