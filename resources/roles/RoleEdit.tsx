import { SavedEdit } from '../shared/SavedScreens';
import { RoleForm } from './RoleForm';
import { useRoleFailure } from './useRoleFailure';

export const RoleEdit = () => (
  <SavedEdit
    message="zabuni.identity.roleUpdated"
    then="show"
    onError={useRoleFailure('zabuni.identity.roleSaveFailed')}
  >
    <RoleForm />
  </SavedEdit>
);
