import { Datagrid, NumberField, TextField, useRecordContext } from 'react-admin';
import { ShortDateField } from '../shared/ShortDateField';
import { List } from '../shared/List';
import { Typography } from '@mui/material';
import { SearchFilter } from '../shared/filters/SearchFilter';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';
import { TextFilter } from '../shared/filters/formFilterInputs';

const kinds = ['RESPONSE_CODE', 'GRAPHQL_ERROR', 'SQL_TEXT', 'HIGH_LATENCY', 'HTTP_FAILURE'].map(
  (kind) => ({ id: kind, name: `zabuni.errorLogs.kinds.${kind}` }),
);

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ChoiceFilter key="kind" source="kind" choices={kinds} alwaysOn />,
  <TextFilter key="operation" source="operation" />,
];

const FullMessage = () => {
  const record = useRecordContext<{ message: string; userRoles?: string; url?: string }>();
  if (!record) return null;
  return (
    <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}>
      {record.message}
      {record.url ? `\n${record.url}` : ''}
      {record.userRoles ? `\n${record.userRoles}` : ''}
    </Typography>
  );
};

/** What browsers reported to the monitor service, newest first. */
export const ErrorLogList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
    <Datagrid bulkActionButtons={false} expand={<FullMessage />} rowClick="expand">
      <ShortDateField source="createdAt" showTime />
      <TextField source="kind" />
      <TextField source="operation" emptyText="-" />
      <NumberField source="code" emptyText="-" />
      <NumberField source="latencyMs" emptyText="-" />
      <TextField source="message" sortable={false} sx={{ display: 'block', maxWidth: 420 }} />
      <TextField source="userType" sortable={false} emptyText="-" />
    </Datagrid>
  </List>
);
