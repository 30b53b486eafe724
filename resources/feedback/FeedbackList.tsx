import { Datagrid, TextField, useRecordContext } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { ShortDateField } from '../shared/ShortDateField';
import { List } from '../shared/List';
import { Typography } from '@mui/material';
import { feedbackCategories } from './categories';
import { SearchFilter } from '../shared/filters/SearchFilter';
import { ChoiceFilter } from '../shared/filters/ChoiceFilter';

const categoryChoices = feedbackCategories.map((category) => ({
  id: category,
  name: `zabuni.feedback.categories.${category}`,
}));

const filters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <ChoiceFilter key="category" source="category" choices={categoryChoices} alwaysOn />,
];

const FullMessage = () => {
  const record = useRecordContext<{ message: string }>();
  return record ? (
    <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {record.message}
    </Typography>
  ) : null;
};

/** What people sent with the Give Feedback button, newest first. */
export const FeedbackList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={DEFAULT_PAGE_SIZE}>
    <Datagrid bulkActionButtons={false} expand={<FullMessage />} rowClick="expand">
      <ShortDateField source="createdAt" showTime />
      <TextField source="category" />
      <TextField source="message" sortable={false} sx={{ display: 'block', maxWidth: 480 }} />
      <TextField source="userEmail" sortable={false} />
      <TextField source="pageUrl" sortable={false} emptyText="-" />
    </Datagrid>
  </List>
);
