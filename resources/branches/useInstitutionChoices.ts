import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';

/** Whether the user acts across institutions, and then every institution to choose from. */
export function useInstitutionChoices() {
  const { permissions = [] } = usePermissions<string[]>();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const actsAcrossInstitutions = permissions.includes('uaa.institution.all');
  const { data = [] } = useQuery({
    queryKey: ['institutions', 'choices'],
    queryFn: () => dataProvider.allProcuringEntities(),
    enabled: actsAcrossInstitutions,
  });
  return {
    actsAcrossInstitutions,
    choices: data.map((institution) => ({ id: institution.uuid, name: institution.name })),
  };
}
