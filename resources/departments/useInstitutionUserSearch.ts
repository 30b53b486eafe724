import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { UserChoice } from './methods';

/**
 * The users of the department's institution whose names match `search`, asked a quarter second after
 * the last keystroke while the picker is open; a late answer to an older search is dropped.
 */
export function useInstitutionUserSearch(
  department: { institutionId: string } | undefined,
  isOpen: boolean,
  search: string,
): UserChoice[] {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [choices, setChoices] = useState<UserChoice[]>([]);

  useEffect(() => {
    if (!isOpen || !department) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      dataProvider
        .searchInstitutionUsers({ institutionId: department.institutionId, search })
        .then((found) => isCurrent && setChoices(found))
        .catch(() => isCurrent && setChoices([]));
    }, 250);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [dataProvider, isOpen, search, department]);

  return choices;
}
