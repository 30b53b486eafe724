import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { RoleChoice } from './methods';
import { identifierLabel } from './IdentifierField';

/**
 * The roles one may give, for the user form and the role filter: in one's own institution, or in
 * `institutionUuid` when a platform administrator works on another institution's account.
 */
export function useRoleChoices(institutionUuid?: string): (RoleChoice & { label: string })[] {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [roles, setRoles] = useState<RoleChoice[]>([]);
  useEffect(() => {
    let isCurrent = true;
    (institutionUuid
      ? dataProvider.allRolesPageable({ institutionUuid })
      : dataProvider.listOfRoles()
    )
      .then((found) => isCurrent && setRoles(found))
      .catch(() =>
        notify('zabuni.errors.fetching', { type: 'error', messageArgs: { thing: 'roles' } }),
      );
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, institutionUuid, notify]);
  // Shown as words (Accounting officer), not as the identifier.
  return roles.map((role) => ({
    ...role,
    label: identifierLabel(translate, 'roleNames', role.name),
  }));
}
