import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

/** Past positions of a tenderer's personnel (getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted, ...). */
export default tendererSectionResource({
  name: 'personnel-work-experiences',
  order: 20,
  operations: tendererSectionOperations({
    service: 'uaa',
    list: 'getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted',
    type: 'PersonnelWorkExperience',
    variable: 'personnelWorkExperience',
    fields: ['personnelInformationUuid', 'employer', 'position', 'startDate', 'endDate'],
    readOnlyFields: ['personnelFullName'],
  }),
  icon: WorkHistoryIcon,
  recordRepresentation: 'employer',
  fields: [
    {
      source: 'personnelInformationUuid',
      kind: 'reference',
      reference: 'personnel-informations',
      optionText: 'fullName',
      listSource: 'personnelFullName',
      required: true,
    },
    { source: 'employer', required: true, minLength: 2, maxLength: 250 },
    { source: 'position', required: true, minLength: 2, maxLength: 120 },
    { source: 'startDate', kind: 'date', required: true },
    { source: 'endDate', kind: 'date' },
  ],
});
