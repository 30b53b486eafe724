import {
  BooleanField,
  EditButton,
  Labeled,
  NumberField,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { Card, CardContent, Stack } from '@mui/material';
import { DeleteDepartmentButton } from './DeleteDepartmentButton';
import { DepartmentUsers } from './DepartmentUsers';

const Actions = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'departments', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'departments', action: 'delete' });
  return (
    <TopToolbar>
      {canEdit && <EditButton />}
      {canDelete && <DeleteDepartmentButton redirect="list" />}
    </TopToolbar>
  );
};

/** The department, then its users with add, remove and set-head actions. */
export const DepartmentShow = () => (
  <Show actions={<Actions />}>
    <DepartmentSummary />
  </Show>
);

const DepartmentSummary = () => {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Labeled>
              <TextField source="name" />
            </Labeled>
            <Labeled>
              <TextField source="code" />
            </Labeled>
            <Labeled>
              <TextField source="institutionName" />
            </Labeled>
            <Labeled>
              <BooleanField source="isDefault" />
            </Labeled>
            <Labeled>
              <TextField source="headOfDepartment.fullName" emptyText="-" />
            </Labeled>
            <Labeled>
              <NumberField source="numberOfUsers" />
            </Labeled>
            <Labeled>
              <ShortDateField source="createdAt" />
            </Labeled>
          </Stack>
        </CardContent>
      </Card>
      <DepartmentUsers departmentId={record.id} />
    </Stack>
  );
};
