import {
  BooleanField,
  Datagrid,
  FilterForm,
  ListBase,
  Pagination,
  SearchInput,
  TextField,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { AddUsersButton } from './AddUsersButton';
import { useDepartmentAction } from './useDepartmentAction';

/** A department's users, paged on the server (getAllUsersByDepartment). */
export const DepartmentUsers = ({ departmentId }: { departmentId: string }) => {
  const translate = useTranslate();
  const { canAccess: canManage } = useCanAccess({ resource: 'departments', action: 'edit' });
  return (
    <ListBase
      resource="department-users"
      filter={{ departmentId }}
      sort={{ field: 'fullName', order: 'ASC' }}
      perPage={10}
      disableSyncWithLocation
    >
      <Box sx={{ px: 2, pb: 2 }}>
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('zabuni.departments.users')}
          </Typography>
          {canManage && <AddUsersButton departmentId={departmentId} />}
        </Stack>
        <FilterForm filters={[<SearchInput key="q" source="q" alwaysOn />]} />
        <Datagrid
          bulkActionButtons={canManage ? <RemoveUsersButton departmentId={departmentId} /> : false}
          empty={<NoUsers />}
          rowClick={false}
        >
          <TextField source="fullName" label="resources.department-users.fields.fullName" />
          <TextField source="email" label="resources.department-users.fields.email" />
          <TextField
            source="phone"
            label="resources.department-users.fields.phone"
            emptyText="-"
            sortable={false}
          />
          <BooleanField source="active" label="resources.department-users.fields.active" />
          <HeadCell
            label="resources.department-users.fields.isHeadOfDepartment"
            departmentId={departmentId}
            canManage={!!canManage}
          />
        </Datagrid>
        <Pagination rowsPerPageOptions={[10, 25, 50]} />
      </Box>
    </ListBase>
  );
};

const NoUsers = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ py: 2 }} color="text.secondary">
      {translate('zabuni.departments.noUsers')}
    </Typography>
  );
};

/** The head's chip, or for the others a button that makes them head. */
const HeadCell = ({
  departmentId,
  canManage,
}: {
  departmentId: string;
  canManage: boolean;
  label?: string;
}) => {
  const record = useRecordContext<{ id: string; isHeadOfDepartment: boolean }>();
  const translate = useTranslate();
  const run = useDepartmentAction();
  if (!record) return null;
  if (record.isHeadOfDepartment) {
    return (
      <Chip
        icon={<StarIcon />}
        color="primary"
        size="small"
        label={translate('zabuni.departments.head')}
      />
    );
  }
  if (!canManage) return null;
  return (
    <Button
      size="small"
      onClick={() =>
        run(
          (dataProvider) =>
            dataProvider.assignHeadOfDepartment({ departmentId, userId: String(record.id) }),
          'zabuni.departments.headAssigned',
        )
      }
    >
      {translate('zabuni.departments.makeHead')}
    </Button>
  );
};

/** Removes the selected users from the department. */
const RemoveUsersButton = ({ departmentId }: { departmentId: string }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const run = useDepartmentAction();
  return (
    <Button
      size="small"
      color="error"
      startIcon={<PersonRemoveIcon />}
      onClick={async () => {
        await run(
          (dataProvider) =>
            dataProvider.removeUsersFromDepartment({
              departmentId,
              userIds: selectedIds.map(String),
            }),
          'zabuni.departments.usersRemoved',
        );
        onUnselectItems();
      }}
    >
      {translate('zabuni.departments.removeUsers')}
    </Button>
  );
};
