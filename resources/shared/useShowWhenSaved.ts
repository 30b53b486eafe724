import { useNotify, useRedirect } from 'react-admin';

/**
 * The onSuccess of a create or edit form that opens the saved record's page: `message` as a success
 * notice once the server has saved it, then resource/<id>/show.
 */
export function useShowWhenSaved(resource: string, message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return (record: { id: string }) => {
    notify(message, { type: 'success' });
    redirect('show', resource, record.id);
  };
}
