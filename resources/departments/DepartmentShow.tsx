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

/** The department's fields side by side, each under its label. */
const summaryFields = [
  <TextField key="name" source="name" />,
  <TextField key="code" source="code" />,
  <TextField key="institutionName" source="institutionName" />,
  <BooleanField key="isDefault" source="isDefault" />,
  <TextField key="headOfDepartment" source="headOfDepartment.fullName" emptyText="-" />,
  <NumberField key="numberOfUsers" source="numberOfUsers" />,
  <ShortDateField key="createdAt" source="createdAt" />,
];

const DepartmentSummary = () => {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {summaryFields.map((field) => (
              <Labeled key={field.key}>{field}</Labeled>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <DepartmentUsers departmentId={record.id} />
    </Stack>
  );
};
