import { Chip } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  required,
  TextField,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { ConfirmClientButton, UnsubscribeClientButton } from './ClientActions';

const statusChoices = [
  { id: 'false', name: 'zabuni.organisation.pending' },
  { id: 'true', name: 'zabuni.organisation.confirmed' },
];

const filters = [
  <SelectInput
    key="confirmed"
    source="confirmed"
    choices={statusChoices}
    alwaysOn
    validate={required()}
  />,
];

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('zabuni.organisation.emptyClients')}
      </Typography>
    </Box>
  );
};

// "Date locale en-GB, short month, numeric year and day."
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The institutions subscribed to my institution's services: pending ones first, to confirm. */
export const ServiceClientList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ confirmed: 'false' }}
      perPage={25}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<Empty />}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="client.name" sortable={false} />
        <TextField source="service.name" sortable={false} />
        <FunctionField
          source="confirmed"
          sortable={false}
          render={(row: { confirmed: boolean }) => (
            <Chip
              size="small"
              color={row.confirmed ? 'success' : 'warning'}
              label={translate(
                row.confirmed ? 'zabuni.organisation.confirmed' : 'zabuni.organisation.pending',
              )}
            />
          )}
        />
        <DateField source="createdAt" sortable={false} locales="en-GB" options={dateFormat} />
        <DateField
          source="confirmedAt"
          sortable={false}
          locales="en-GB"
          options={dateFormat}
          emptyText="-"
        />
        <ConfirmClientButton />
        <UnsubscribeClientButton />
      </Datagrid>
    </List>
  );
};
