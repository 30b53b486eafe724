import { useCanAccess } from 'react-admin';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';

/**
 * What the signed-in user may do with institutions: platform administrators act on every institution
 * (register, activate, deactivate, upload, synchronise); an institution's own administrator edits
 * only theirs.
 */
export function useInstitutionRights() {
  const isPlatformAdministrator = usePlatformAdmin();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'institutions', action: 'edit' });
  return { isPlatformAdministrator, canEdit };
}
