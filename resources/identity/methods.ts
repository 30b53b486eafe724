import { envelopeDocument, select } from '../../providers/operations/documents';
import type { SpringPage } from '../../contract/paging';
import { customMethod } from '../../providers/operations/types';
import { activationById } from '../../providers/operations/activation';
import { MAX_PAGE_SIZE } from '../../contract/limits';

/** Calls of the roles and users screens that are not a resource verb (uaa). */
export interface PermissionGroup {
  groupName: string;
  permissions: { name: string; description: string }[];
}

export interface RoleChoice {
  id: string;
  name: string;
  isBaseRole: boolean;
}

export interface InstitutionChoice {
  id: string;
  uuid: string;
  name: string;
}

/** A user's roles become exactly these (roleIds), based on the user's version the form read. */
const roleAssignment = (operation: 'assignRoleToUser' | 'assignRoleToExternalUser') =>
  customMethod<{ roleIds: string[]; userUuid: string; version?: number }, { uuid: string }>({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      operation,
      { roleIds: '[ID!]!', userUuid: 'String!', version: 'Int' },
      'data { uuid }',
    ),
  });

export const identityMethods = {
  /**
   * A staff user's roles become exactly these (the user edit form saves them this way), if the user
   * is still at the version read (9012).
   */
  assignRoleToUser: roleAssignment('assignRoleToUser'),
  /** The same for a user of no institution (a platform administrator): their base roles. */
  assignRoleToExternalUser: roleAssignment('assignRoleToExternalUser'),
  getAllPermissionsGrouped: customMethod<void, PermissionGroup[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getAllPermissionsGrouped',
      {},
      select.list('groupName permissions { name description }'),
    ),
  }),
  /** The role's permissions become exactly these, if the role is still at the version read (9012). */
  assignPermission: customMethod<
    { permissions: string[]; roleId: string; version?: number },
    { permissions: string[] }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'assignPermission',
      { permissions: '[String!]!', roleId: 'ID!', version: 'Int' },
      select.record('uuid permissions'),
    ),
  }),
  copyRoleToOtherInstitution: customMethod<
    { institutionUuid: string; roleUuid: string },
    { uuid: string }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'copyRoleToOtherInstitution',
      { institutionUuid: 'String!', roleUuid: 'String!' },
      select.record('uuid'),
    ),
  }),
  /** activateUser and deactivateUser take the user's id. */
  activateUser: activationById('activateUser', 'id'),
  deactivateUser: activationById('deactivateUser', 'id'),
  /** The roles one may give in one's own institution. */
  listOfRoles: customMethod<void, RoleChoice[]>({
    service: 'uaa',
    document: envelopeDocument('query', 'listOfRoles', {}, select.list('id name isBaseRole')),
  }),
  /** Another institution's roles and the base roles, for a platform administrator. */
  allRolesPageable: customMethod<{ institutionUuid: string }, RoleChoice[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'allRolesPageable',
      { pageParam: 'PageableParamInput', institutionUuid: 'String' },
      select.record('content { id name isBaseRole }'),
    ),
    variables: ({ institutionUuid }) => ({
      pageParam: { page: 0, size: MAX_PAGE_SIZE, sortBy: 'name' },
      institutionUuid,
    }),
    parse: (page: SpringPage<RoleChoice>) => page.content,
  }),
  /** Institutions by name, for platform administrators' pickers. */
  listOfInstitutions: customMethod<{ name: string }, InstitutionChoice[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'listOfInstitutions',
      { pageParam: 'PageableParamInput' },
      select.record('content { id uuid name }'),
    ),
    variables: ({ name }) => ({
      pageParam: {
        page: 0,
        size: 50,
        sortBy: 'name',
        filters: name ? [{ fieldName: 'name', operation: 'LIKE', value1: name }] : [],
      },
    }),
    parse: (page: SpringPage<InstitutionChoice>) => page.content,
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    identity: typeof identityMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default identityMethods;
