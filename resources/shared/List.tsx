import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  CreateButton,
  Datagrid,
  ExportButton as RaExportButton,
  FilterButton,
  List as RaList,
  SimpleList,
  TopToolbar,
  useFilterContext,
  useListContext,
  useResourceDefinition,
  type DatagridProps,
  type ExportButtonProps,
  type ListProps,
} from 'react-admin';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { csvExporter, MAX_EXPORT_ROWS } from '../../providers/csvExport';
import { LiveListRefresh } from './LiveChanges';

/**
 * Export reads the whole filtered list (the data provider fetches it a page at a time, so lists the
 * server pages at 500 rows export too) and writes it through the one escaping CSV exporter.
 */
export const ExportButton = (props: ExportButtonProps) => (
  <RaExportButton maxResults={MAX_EXPORT_ROWS} {...props} />
);

/**
 * Create and export, for lists whose filters are all shown (no Add filter button) and whose export
 * stays enabled.
 */
export const CreateAndExportActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** react-admin's default list actions, with the export above. */
const ListActions = () => {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
    </TopToolbar>
  );
};

/**
 * The filters keep the width they need (their row is not squeezed by many action buttons into
 * stacked rows); when filters and actions do not fit side by side, the actions move below. On a
 * phone the search takes the width and the action buttons (icons there) line up, wrapping, below it.
 */
const toolbarSx = (theme: Theme) => ({
  '& .RaList-actions': { flexWrap: 'wrap' },
  '& .RaList-actions > form': { flex: '1 0 auto' },
  [theme.breakpoints.down('sm')]: {
    '& .RaList-actions': { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch' },
    '& .RaList-actions > form': { flex: '0 0 auto', minWidth: 0 },
    '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap', whiteSpace: 'normal' },
  },
});

/** A wide table scrolls inside its frame; the page itself never scrolls sideways. */
const tableSx = { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } };

type FieldProps = { source?: string; label?: unknown };

/**
 * A Datagrid as a phone's list, as react-admin's SimpleList lays it out: the first column is the
 * line's title, the next two its second line; a row opens as its click did. Buttons (Edit, Delete)
 * and the bulk selection stay on wider screens: the row itself opens the record.
 */
const SmallScreenList = ({ datagrid }: { datagrid: ReactElement<DatagridProps> }) => {
  const fields = Children.toArray(datagrid.props.children).filter(
    (field): field is ReactElement<FieldProps> =>
      isValidElement<FieldProps>(field) && !!(field.props.source || field.props.label),
  );
  const [primary, ...rest] = fields;
  const secondary = rest.slice(0, 2);
  return (
    <SimpleList
      className="SmallScreenList"
      primaryText={primary}
      secondaryText={
        secondary.length > 0 ? (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
            {secondary.map((field, index) => (
              <Fragment key={index}>{field}</Fragment>
            ))}
          </Box>
        ) : undefined
      }
      rowClick={datagrid.props.rowClick}
    />
  );
};

/** On a phone the filters fold behind the filter button; the search stays, it is the first thing. */
function foldFilters(filters: ListProps['filters']): ListProps['filters'] {
  if (!Array.isArray(filters)) return filters;
  return (filters as ReactElement<{ source?: string; alwaysOn?: boolean }>[]).map((filter) =>
    filter.props.source === 'q' ? filter : cloneElement(filter, { alwaysOn: false }),
  );
}

/**
 * Every list of the app: react-admin's List with Zabuni's exporter and export button; on a phone
 * (below the sm breakpoint, 640 px) a simple list instead of the table and the filters folded. It
 * reloads when someone changes its records (LiveListRefresh, its empty state too).
 */
export const List = ({ sx, children, filters, ...props }: ListProps) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const content: ReactNode = isSmall
    ? Children.map(children, (child) =>
        isValidElement<DatagridProps>(child) && child.type === Datagrid ? (
          <SmallScreenList datagrid={child} />
        ) : (
          child
        ),
      )
    : children;
  return (
    <>
      <LiveListRefresh />
      <RaList
        exporter={csvExporter}
        actions={<ListActions />}
        sx={[toolbarSx, tableSx, ...(Array.isArray(sx) ? sx : [sx])]}
        filters={isSmall ? foldFilters(filters) : filters}
        {...props}
      >
        {content}
      </RaList>
    </>
  );
};
