import {
  BooleanField,
  CreateButton,
  EditButton,
  FilterButton,
  TextField,
  type SelectInputProps,
  TopToolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { preloadable } from '../../providers/preloadable';
import { NullableBooleanFilter } from '../shared/filters/NullableBooleanFilter';
import { ExportButton } from '../shared/List';
import { ListFrame } from '../shared/ListFrame';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { InstitutionBulkActivation } from './InstitutionBulkActivation';
import { InstitutionCsvUpload } from './InstitutionCsvUpload';
import { SyncFromGispButton } from './SyncFromGispButton';
import { useInstitutionRights } from './useInstitutionRights';

/**
 * The category's select (react-admin's SelectInput), downloaded when the filter is added: the yes/no
 * filters are drawn without a form, so a list that shows no category filter loads no form library.
 */
const CategoryFilter = preloadable<Omit<SelectInputProps, 'choices'>>(() =>
  import('./CategoryInput').then((module) => module.CategoryInput),
).Component;

/** Besides the search and Active (one row on a 1280 px screen), the filters behind Add filter. */
const filters = [
  <CategoryFilter key="categoryUuid" source="categoryUuid" />,
  <NullableBooleanFilter key="isLowerLevel" source="isLowerLevel" />,
  <NullableBooleanFilter key="registrationComplete" source="registrationComplete" />,
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
