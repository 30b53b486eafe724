import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { ProviderService, StaffMember } from '../organisation/methods';

/**
 * One service's users and the institution's staff not yet among them, the staff chosen to add, and
 * the two changes: each answers with the service's users as they now are.
 */
export function useServiceUsers(service: ProviderService) {
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const queryClient = useQueryClient();
  const [toAdd, setToAdd] = useState<StaffMember[]>([]);
  const [isSaving, setSaving] = useState(false);
  const usersKey = ['service-users', service.uuid];
  const { data: users = [] } = useQuery({
    queryKey: usersKey,
    queryFn: () => dataProvider.getAllUsersAssignedToService({ serviceUuid: service.uuid }),
  });
  const { data: staff = [] } = useQuery({
    queryKey: ['service-users', 'staff'],
    queryFn: () => dataProvider.getInstitutionStaff({}),
    retry: false,
  });
  const assigned = new Set(users.map((user) => user.uuid));
  const candidates = staff.filter((member) => !assigned.has(member.uuid));

  const change = async (
    operation: 'assignUsersToService' | 'removeUsersFromService',
    uuids: string[],
    successMessage: string,
  ) => {
    setSaving(true);
    try {
      const remaining = await dataProvider[operation]({
        userUuidList: uuids,
        serviceUuid: service.uuid,
      });
      queryClient.setQueryData(usersKey, remaining);
      notify(successMessage, { type: 'success' });
      setToAdd([]);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const addChosen = () =>
    change(
      'assignUsersToService',
      toAdd.map((member) => member.uuid),
      'zabuni.organisation.usersAdded',
    );
  const remove = (uuid: string) =>
    change('removeUsersFromService', [uuid], 'zabuni.organisation.usersRemoved');

  return { users, candidates, toAdd, setToAdd, isSaving, addChosen, remove };
}
