import { VersionedEdit } from '../shared/VersionedEdit';
import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetRecordId, useNotify, useRedirect, useResourceContext } from 'react-admin';

/**
 * Edits a record the list has just shown. The server has no find-by-uuid operation for these lists,
 * so the record comes from react-admin's cache, which the list fills for each row it shows; opened
 * without it (a bookmarked or reloaded edit address) the user is sent back to the list.
 */
export function EditFromList({ children }: { children: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const id = useGetRecordId();
  const listed = useQueryClient().getQueryData([resource, 'getOne', { id: String(id) }]);
  const notify = useNotify();
  const redirect = useRedirect();
  useEffect(() => {
    if (listed) return;
    notify('zabuni.planningLists.openFromList', { type: 'info' });
    redirect('list', resource);
  }, [listed, notify, redirect, resource]);
  if (!listed) return null;
  return (
    <VersionedEdit redirect="list" queryOptions={{ enabled: false }}>
      {children}
    </VersionedEdit>
  );
}
