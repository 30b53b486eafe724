import { InstitutionFilter } from '../identity/InstitutionFilter';
import { usePlatformAdmin } from '../identity/usePlatformAdmin';

/** Platform administrators (uaa.institution.all) see institution columns and pickers. */
export const useActsAcrossInstitutions = usePlatformAdmin;

/**
 * A list's filters of an institution's records (departments, designations, roles): a platform
 * administrator picks the institution, kept as its uuid. Drawn without a form (InstitutionFilter).
 */
export const useInstitutionFilters = () =>
  useActsAcrossInstitutions()
    ? [<InstitutionFilter key="institution" source="institutionUuid" optionValue="uuid" alwaysOn />]
    : [];
