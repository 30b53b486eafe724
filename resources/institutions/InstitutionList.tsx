import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
  TopToolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { CategoryInput } from './CategoryInput';
import { InstitutionBulkActivation } from './InstitutionBulkActivation';
import { InstitutionCsvUpload } from './InstitutionCsvUpload';
import { SyncFromGispButton } from './SyncFromGispButton';
import { useInstitutionRights } from './useInstitutionRights';

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryInput key="categoryUuid" source="categoryUuid" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
  <NullableBooleanInput key="isLowerLevel" source="isLowerLevel" alwaysOn />,
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

const Empty = () => {
  const translate = useTranslate();
  const { isPlatformAdministrator } = useInstitutionRights();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('zabuni.institutions.empty')}
      </Typography>
      {isPlatformAdministrator && <CreateButton variant="contained" />}
      {isPlatformAdministrator && <InstitutionCsvUpload />}
    </Box>
  );
};

export const InstitutionList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const { isPlatformAdministrator, canEdit } = useInstitutionRights();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      empty={<Empty />}
      queryOptions={{
        // "Problem occurred while Procuring Entities: {message}"
        onError: (error: Error) =>
          notify('zabuni.institutions.fetchProblem', {
            type: 'error',
            messageArgs: { message: translate(error.message, { _: error.message }) },
          }),
      }}
    >
      <Datagrid
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
        <DateField source="createdAt" locales="en-GB" options={dateFormat} />
        {canEdit && <EditButton />}
      </Datagrid>
    </List>
  );
};
