import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  EditButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { getCurrentUser } from '../../providers/session';
import { useInstitutionChoices } from './useInstitutionChoices';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('zabuni.organisation.emptyBranches')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
};

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * An institution's branches: one's own, or for platform administrators the institution they choose.
 * The spec reads branches per institution, whole and by name, so only the page is chosen here.
 */
export const BranchList = () => {
  const { actsAcrossInstitutions, choices } = useInstitutionChoices();
  const ownInstitution = getCurrentUser()?.procuringEntity?.uuid;
  // Only platform administrators choose the institution; everyone else sees their own.
  const filters = actsAcrossInstitutions
    ? [
        <SelectInput
          key="institutionUuid"
          source="institutionUuid"
          label="zabuni.organisation.chooseInstitution"
          choices={choices}
          alwaysOn
          emptyText="-"
        />,
      ]
    : undefined;
  return (
    <List
      filters={filters}
      filterDefaultValues={ownInstitution ? { institutionUuid: ownInstitution } : {}}
      sort={{ field: 'branchName', order: 'ASC' }}
      perPage={25}
      empty={<Empty />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="branchName" sortable={false} />
        <TextField source="branchCode" sortable={false} />
        <TextField source="administrativeArea.name" sortable={false} emptyText="-" />
        <TextField source="location" sortable={false} emptyText="-" />
        <FunctionField
          source="users"
          sortable={false}
          render={(branch: { users: { fullName: string }[] }) =>
            branch.users.map((user) => user.fullName).join(', ') || '-'
          }
        />
        <BooleanField source="active" sortable={false} />
        <DateField source="createdAt" sortable={false} locales="en-GB" options={dateFormat} />
        <EditButton />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
};
