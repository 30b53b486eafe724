import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of the departments and designations screens: screen texts under zabuni.departments and
 * zabuni.designations, fields under resources. The success texts are worded as users already see them
 * in the existing platform.
 * Each language is a part of its TranslationMessages; en and sw have the same keys.
 */
const en: LocaleFragment = {
  zabuni: {
    departments: {
      empty: 'No departments yet. Create the first one.',
      users: 'Users in this department',
      noUsers: 'Nobody is in this department yet.',
      addUsers: 'Add users',
      add: 'Add',
      searchUsers: 'Search users of the institution by name',
      noMatchingUsers: 'No user of the institution matches',
      moveHint: 'A user who is in another department moves to this one.',
      removeUsers: 'Remove from department',
      makeHead: 'Make head',
      head: 'Head of department',
      usersAdded: 'Users added to department',
      usersRemoved: 'Users removed from department successfully',
      headAssigned: 'Head of department assigned successfully',
      saveFailed: 'Failed to save record %{code}',
      operationFailed: 'Operation failed: %{message}',
      codeRule: 'Letters, digits and . _ / - only, starting with a letter or digit',
      defaultHint:
        "The institution's default department; marking it moves the flag from the other one.",
    },
    designations: {
      empty: 'No designations yet. Create the first one.',
    },
  },
  resources: {
    departments: {
      name: 'Department |||| Departments',
      fields: {
        name: 'Name',
        code: 'Code',
        institutionUuid: 'Institution',
        institutionName: 'Institution',
        isDefault: 'Default department',
        active: 'Active',
        'headOfDepartment.fullName': 'Head of department',
        numberOfUsers: 'Users',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
    'department-users': {
      name: 'Department user |||| Department users',
      fields: {
        fullName: 'Name',
        email: 'Email',
        phone: 'Phone',
        active: 'Active',
        isHeadOfDepartment: 'Head',
        q: 'Search by name',
      },
    },
    designations: {
      name: 'Designation |||| Designations',
      fields: {
        name: 'Name',
        institutionUuid: 'Institution',
        institutionName: 'Institution',
        createdAt: 'Created',
        q: 'Search by name',
      },
    },
  },
};

export default en;
