import { SavedCreate } from '../shared/SavedScreens';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

/** A new role opens on its screen, where its permissions are ticked. */
export const RoleCreate = () => (
  <SavedCreate
    message="zabuni.identity.roleCreated"
    then="show"
    onError={useRoleFailure('zabuni.identity.roleSaveFailed')}
  >
    <RoleForm isNew />
  </SavedCreate>
);
