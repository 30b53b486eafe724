import { useCanAccess } from 'react-admin';

/**
 * What the signed-in user may do with institutions. Registering one needs uaa.institution.all, so
 * "may create" is also "is a platform administrator": they act on every institution (activate,
 * deactivate, upload, synchronise); an institution's own administrator edits only theirs.
 */
export function useInstitutionRights() {
  const { canAccess: isPlatformAdministrator = false } = useCanAccess({
    resource: 'institutions',
    action: 'create',
  });
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'institutions', action: 'edit' });
  return { isPlatformAdministrator, canEdit };
}
