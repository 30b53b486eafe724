import {
  BooleanField,
  CreateButton,
  EditButton,
  FilterButton,
  NullableBooleanInput,
  TextField,
  TopToolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ExportButton } from '../shared/List';
import { ListFrame } from '../shared/ListFrame';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { CategoryInput } from './CategoryInput';
import { InstitutionBulkActivation } from './InstitutionBulkActivation';
import { InstitutionCsvUpload } from './InstitutionCsvUpload';
import { SyncFromGispButton } from './SyncFromGispButton';
import { useInstitutionRights } from './useInstitutionRights';

/** Besides the search and Active (one row on a 1280 px screen), the filters behind Add filter. */
const filters = [
  <CategoryInput key="categoryUuid" source="categoryUuid" />,
  <NullableBooleanInput key="isLowerLevel" source="isLowerLevel" />,
  <NullableBooleanInput key="registrationComplete" source="registrationComplete" />,
];

/** Platform administrators register, upload and synchronise; everyone may export what they see. */
const ListActions = () => {
  const { isPlatformAdministrator } = useInstitutionRights();
  return (
    <TopToolbar>
      <FilterButton />
      {isPlatformAdministrator && <CreateButton />}
      {isPlatformAdministrator && <InstitutionCsvUpload />}
      {isPlatformAdministrator && <SyncFromGispButton />}
      <ExportButton />
    </TopToolbar>
  );
};

/** Only platform administrators register institutions, one by one or from a CSV file. */
const Empty = () => {
  const { isPlatformAdministrator } = useInstitutionRights();
  return (
    <ListEmpty message="zabuni.institutions.empty" canCreate={isPlatformAdministrator}>
      {isPlatformAdministrator && <InstitutionCsvUpload />}
    </ListEmpty>
  );
};

export const InstitutionList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const { isPlatformAdministrator, canEdit } = useInstitutionRights();
  return (
    <ListFrame
      activeFilter
      filters={filters}
      actions={<ListActions />}
      empty={<Empty />}
      queryOptions={{
        // "Problem occurred while Procuring Entities: {message}"
        onError: (error: Error) =>
          notify('zabuni.institutions.fetchProblem', {
            type: 'error',
            messageArgs: { message: translate(error.message, { _: error.message }) },
          }),
      }}
      rowClick="show"
      bulkActionButtons={isPlatformAdministrator ? <InstitutionBulkActivation /> : false}
    >
      <TextField source="name" />
      <TextField source="code" emptyText="-" />
      <TextField source="categoryName" sortable={false} emptyText="-" />
      <TextField source="parentName" sortable={false} emptyText="-" />
      <BooleanField source="isLowerLevel" />
      <BooleanField source="registrationComplete" />
      <BooleanField source="active" />
      <ShortDateField source="createdAt" />
      {canEdit && <EditButton />}
    </ListFrame>
  );
};
