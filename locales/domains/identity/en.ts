import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of roles and users (identity administration).
 */
const en: LocaleFragment = {
  zabuni: {
    // Roles and users (identity administration)
    identity: {
      roleCreated: 'Role created successfully',
      roleUpdated: 'Role updated successfully',
      roleDeleted: 'Role deleted successful',
      roleCopied: 'Role Copied Successfully',
      roleSaveFailed: 'Failed to create or update role: %{code}',
      roleCopyFailed: 'Failed to copy roles%{code}',
      roleDeleteFailed: 'Failed to delete the role: %{code}',
      userRegistered: 'User Registered Successfully',
      userEdited: 'User Edited Successfully',
      userUpdated: 'User Updated Successfully',
      activateFailed: 'Failed to Activate User detals',
      deactivateFailed: 'Failed to Deactivate User details',
      deleteFailed: 'Failed to Delete User detals',
      assignFailed: 'Failed to assign role',
      assignmentFailed: 'Role assignment failed',
      userDetailsFailed: 'Failed to get user details %{code}',
      activate: 'Activate',
      deactivate: 'Deactivate',
      activationPending: 'Awaiting activation',
      permissions: 'Permissions',
      savePermissions: 'Save permissions',
      baseRole: 'Platform role',
      institutionRole: 'Institution role',
      baseRoleReadOnly:
        'This is a platform base role: its permissions are set by the platform and cannot be changed here.',
      copyRole: 'Copy to institution',
      copyRoleTitle: 'Copy %{name} to another institution',
      roleNameRule: 'Capital letters, digits and underscores, e.g. STORES_OFFICER',
      phoneRule: 'A phone number such as +255712345678 or 0712345678',
      ownInstitutionIfEmpty: 'Leave empty for your own institution',
      noRoles: 'No roles yet. Create the first one.',
      noUsers: 'No users yet. Create the first one.',
    },
  },
  resources: {
    // Roles and users (identity administration)
    roles: {
      name: 'Role |||| Roles',
      fields: {
        name: 'Name',
        description: 'Description',
        institutionName: 'Institution',
        institutionUuid: 'Institution',
        isBaseRole: 'Kind',
        userCount: 'Users',
        requiresSecondFactor: 'Requires a second factor',
        active: 'Active',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
    users: {
      name: 'User |||| Users',
      fields: {
        fullName: 'Full name',
        email: 'Email',
        salutation: 'Salutation',
        phone: 'Phone',
        checkNumber: 'Check number',
        institutionId: 'Institution',
        institutionName: 'Institution',
        userTypeEnum: 'User type',
        rolesListStrings: 'Roles',
        department: 'Department',
        roleIds: 'Roles',
        roleId: 'Role',
        roles: 'Roles',
        userType: 'User type',
        isInstitutionAdministrator: 'Institution administrator',
        firstLogin: 'First sign-in',
        signatureRequestedAt: 'Signing key requested',
        wpAttachmentUuid: 'Signed billing policy',
        cocAttachmentUuid: 'Signed code of conduct',
        tocAttachmentUuid: 'Signed terms and conditions',
        emailVerifiedAt: 'Email verified',
        active: 'Active',
        createdAt: 'Created',
        createdBy: 'Created by',
        q: 'Search by name',
      },
    },
  },
};

export default en;
