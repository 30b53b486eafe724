import { customMethod } from './types';

/**
 * activate…/deactivate… of uaa that take the record's numeric id and answer whether it is active
 * now, with the record named by `key` (a user by its id, an institution by its uuid).
 */
export const activationById = <Key extends 'id' | 'uuid'>(operation: string, key: Key) =>
  customMethod<{ id: string }, Record<Key, string> & { active: boolean }>({
    service: 'uaa',
    document: `mutation ${operation}($id: ID!) {
      ${operation}(id: $id) { code message status data { ${key} active } }
    }`,
  });
