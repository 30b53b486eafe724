import {
  CreateButton,
  DatagridConfigurable,
  DeleteButton,
  EditButton,
  FilterButton,
  NumberField,
  Pagination,
  TextField,
  TopToolbar,
  useListContext,
  useListParams,
  useTranslate,
} from 'react-admin';
import { PageTitle } from '../shared/PageTitle';
import { ExportButton, List } from '../shared/List';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { ListEmpty } from '../shared/ListEmpty';
import { ShortDateField } from '../shared/ShortDateField';
import { LightSearchPicker } from '../shared/pickers/LightSearchPicker';
import { SearchPickerFilter } from '../shared/filters/SearchPickerFilter';
import { tenderPicker } from './tenderPicker';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { SearchFilter } from '../shared/filters/SearchFilter';

const sort = { field: 'lotNumber', order: 'ASC' } as const;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tender is picked by searching its reference or title (searchTenders), in the always-shown
 * filter, or carried in the address (?filter={"tenderUuid":"..."}).
 */
const filters = [
  <SearchPickerFilter
    key="tenderUuid"
    source="tenderUuid"
    picker={tenderPicker}
    width={50}
    alwaysOn
  />,
  <SearchFilter key="q" source="q" alwaysOn />,
];

/** New lots start on the tender being shown. */
const Actions = ({ tenderUuid }: { tenderUuid: string }) => (
  <TopToolbar>
    <FilterButton />
    <CreateButton state={{ record: { tenderUuid } }} />
    <ExportButton />
  </TopToolbar>
);

/** Paging, except when the tender could not be read (no page to move through). */
const LotPagination = () => (useListContext().error ? null : <Pagination />);

/**
 * The lots, or why there are none to show: the tender was not found or may not be seen. The table
 * sits inside this component, where the shared List cannot swap it, so it is react-admin's
 * DatagridConfigurable itself (the List's column chooser works on it).
 */
const Lots = () => {
  const { error, filterValues } = useListContext();
  const newLot = { record: { tenderUuid: filterValues.tenderUuid } };
  if (error) return <ListEmpty message="zabuni.planningLists.tenderNotFound" canCreate={false} />;
  return (
    <DatagridConfigurable
      rowClick="edit"
      bulkActionButtons={false}
      empty={
        <ListEmpty message="zabuni.planningLists.noLots" canCreate={false}>
          <CreateButton variant="contained" state={newLot} />
        </ListEmpty>
      }
    >
      <NumberField source="lotNumber" />
      <TextField source="title" />
      <NumberField
        source="estimatedAmount"
        sortable={false}
        options={{ maximumFractionDigits: 2 }}
        emptyText="-"
      />
      <TextField source="lotGroup.name" sortable={false} emptyText="-" />
      <ShortDateField source="createdAt" sortable={false} />
      <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
        <EditButton />
        <DeleteButton mutationMode="pessimistic" label="ra.action.delete" />
      </Box>
    </DatagridConfigurable>
  );
};

/** Before a tender is given: asks for one (the list itself needs a tender to ask the server). */
const PickTender = ({ onPick }: { onPick: (tenderUuid: string) => void }) => {
  const translate = useTranslate();
  return (
    // Classed as the list pages are: it is this list's page until a tender is given.
    <Card className="list-page" sx={{ mt: 2 }}>
      <PageTitle title={translate('resources.tender-lots.name', { smart_count: 2 })} />
      <CardContent sx={{ textAlign: 'center' }}>
        <Typography variant="h6" component="p" gutterBottom>
          {translate('zabuni.planningLists.pickTender')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <LightSearchPicker
            {...tenderPicker}
            name="tenderUuid"
            label={translate('resources.tender-lots.fields.tenderUuid')}
            helperText={translate('zabuni.planningLists.tenderHelp')}
            value={undefined}
            width={50}
            onChange={(picked) => {
              if (typeof picked === 'string' && uuidPattern.test(picked)) onPick(picked);
            }}
          />
        </Box>
      </CardContent>
    </Card>
  );
};

/** One tender's lots by lot number; nothing is asked of the server until a tender is given. */
function TenderLotList() {
  const [{ filterValues }, { setFilters }] = useListParams({
    resource: 'tender-lots',
    sort,
    perPage: DEFAULT_PAGE_SIZE,
  });
  const given = String((filterValues as { tenderUuid?: unknown }).tenderUuid ?? '').trim();
  const tenderUuid = uuidPattern.test(given) ? given : undefined;
  if (!tenderUuid) {
    return <PickTender onPick={(picked) => setFilters({ tenderUuid: picked }, {})} />;
  }
  return (
    <List
      filters={filters}
      actions={<Actions tenderUuid={tenderUuid} />}
      sort={sort}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<LotPagination />}
      empty={false}
    >
      <Lots />
    </List>
  );
}

export { TenderLotList as list };
