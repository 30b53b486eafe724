import { Chip } from '@mui/material';
import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';
import { List } from '../shared/List';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { ConfirmClientButton, UnsubscribeClientButton } from './ClientActions';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';

const statusChoices = [
  { id: 'false', name: 'zabuni.organisation.pending' },
  { id: 'true', name: 'zabuni.organisation.confirmed' },
];

const filters = [
  <ChoiceFilter
    key="confirmed"
    source="confirmed"
    choices={statusChoices}
    allowEmpty={false}
    alwaysOn
  />,
];

/** The institutions subscribed to my institution's services: pending ones first, to confirm. */
export const ServiceClientList = () => {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ confirmed: 'false' }}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<ListEmpty message="zabuni.organisation.emptyClients" canCreate={false} />}
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
        <ShortDateField source="createdAt" sortable={false} />
        <ShortDateField source="confirmedAt" sortable={false} emptyText="-" />
        <ConfirmClientButton />
        <UnsubscribeClientButton />
      </Datagrid>
    </List>
  );
};
