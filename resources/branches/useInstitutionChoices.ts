import { useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { loadInstitutionChoices } from '../../providers/organisationApi';

/** Whether the user acts across institutions, and then every institution to choose from. */
export function useInstitutionChoices() {
  const { permissions = [] } = usePermissions<string[]>();
  const actsAcrossInstitutions = permissions.includes('uaa.institution.all');
  const { data = [] } = useQuery({
    queryKey: ['institutions', 'choices'],
    queryFn: loadInstitutionChoices,
    enabled: actsAcrossInstitutions,
  });
  return {
    actsAcrossInstitutions,
    choices: data.map((institution) => ({ id: institution.uuid, name: institution.name })),
  };
}
