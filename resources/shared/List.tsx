import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  CreateButton,
  Datagrid,
  DatagridConfigurable,
  EditButton,
  ExportButton as RaExportButton,
  FilterButton,
  FilterContext,
  ListBase,
  Loading,
  Pagination,
  SelectColumnsButton,
  SimpleList,
  TopToolbar,
  useFilterContext,
  useCanAccess,
  useListContext,
  useNotify,
  useResourceContext,
  useResourceDefinition,
  type DatagridProps,
  type Exporter,
  type ExportButtonProps,
  type ListProps,
} from 'react-admin';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { csvExporter, MAX_EXPORT_ROWS } from '../../providers/csvExport';
import { importableExporter, type CsvImportTarget } from '../../providers/csvImportApi';
import { CsvImportButton } from './CsvImportButton';
import { LiveListRefresh } from './LiveChanges';
import GridOnIcon from '@mui/icons-material/GridOn';
import { useWorkbookExporter } from './workbooks';
import { TreeViewButton } from './trees/TreeViewButton';
import { treeOfResource } from './trees/treeOfResource';
import { ListFilters } from './filters/ListFilters';
import { ListView } from './ListView';

/**
 * Export reads the whole filtered list (the data provider fetches it a page at a time, so lists the
 * server pages at 500 rows export too) and writes it through the one escaping CSV exporter.
 */
export const ExportButton = (props: ExportButtonProps) => (
  <RaExportButton maxResults={MAX_EXPORT_ROWS} {...props} />
);

/** "Excel" beside "Export" on every list: the same records as a workbook (issue 39). */
const WorkbookExportButton = ({ disabled }: { disabled?: boolean }) => {
  const exporter = useWorkbookExporter();
  return (
    <ExportButton
      exporter={exporter}
      label="zabuni.csvImport.excel"
      icon={<GridOnIcon />}
      disabled={disabled}
    />
  );
};

/**
 * Create and export, for lists whose filters are all shown (no Add filter button) and whose export
 * stays enabled. The filter button still appears once a filter is set, on lists that have filters: it
 * saves the query.
 */
export const CreateAndExportActions = () => {
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {/* Without filters there is no query to save (and react-admin's button refuses to render). */}
      {filters && filters.length > 0 && <FilterButton />}
      <CreateButton />
      <ExportButton />
      <WorkbookExportButton />
    </TopToolbar>
  );
};

/** Import from CSV, where the resource is importable and the person may create its records. */
const ImportAction = () => {
  const resource = useResourceContext() ?? '';
  const { options } = useResourceDefinition<{ csvImport?: CsvImportTarget }>();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!options?.csvImport || !canAccess) return null;
  return <CsvImportButton target={options.csvImport} resource={resource} />;
};

/**
 * react-admin's default list actions, with the export above and the import where offered. The filter button is react-admin's,
 * with its saved queries: "Save current query..." once a filter is set, the saved ones listed and
 * applied from it (docs/decisions.md 106).
 */
const ListActions = ({ canSaveQueries }: { canSaveQueries: boolean }) => {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && filters.length > 0 && <FilterButton disableSaveQuery={!canSaveQueries} />}
      {hasCreate && <CreateButton />}
      <ImportAction />
      {exporter !== false && <ExportButton disabled={total === 0} />}
      {/* Every list exports an Excel workbook too (issue 39). */}
      {exporter !== false && <WorkbookExportButton disabled={total === 0} />}
    </TopToolbar>
  );
};

/**
 * Whatever actions a list has, followed by Tree where the list has one and the column chooser
 * (react-admin's SelectColumnsButton over the DatagridConfigurable below), so no list's own actions
 * can leave them out. On a phone the list is a simple list with no columns to choose; one component
 * for both, so an open tree stays open when the window crosses the phone's width.
 */
const ActionsWithColumnChooser = ({
  actions,
  columns,
}: {
  actions: ReactNode;
  columns: boolean;
}) => (
  <Box
    className="ListViewActions"
    sx={{ display: 'flex', alignItems: 'flex-end', flexWrap: columns ? undefined : 'wrap' }}
  >
    {actions}
    <TopToolbar sx={{ pl: 0 }}>
      <TreeViewButton />
      {columns && <SelectColumnsButton />}
    </TopToolbar>
  </Box>
);

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
function foldFilters(filters: ZabuniListProps['filters']): ZabuniListProps['filters'] {
  return filters?.map((filter) =>
    filter.props.source === 'q' ? filter : cloneElement(filter, { alwaysOn: false }),
  );
}

/**
 * A column without a source or a label (a row's buttons) gets one, so the column chooser names it
 * by what it does ("Edit", else "Actions") rather than react-admin's word for an unlabelled column.
 * Delete and Show buttons carry their label where a list draws them: naming them here would bring
 * their code (and react-hook-form, which the delete buttons import) into every list's first load.
 */
function labelled(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<FieldProps>(child) || child.props.source || child.props.label) return child;
    return cloneElement(child, {
      label: child.type === EditButton ? 'ra.action.edit' : 'zabuni.list.actions',
    });
  });
}

/**
 * A list's table: its Datagrid as react-admin's DatagridConfigurable, whose columns each user chooses
 * (kept as `preferences.<resource>.datagrid.columns`, on the server: providers/preferenceStore.ts);
 * on a phone a simple list instead.
 */
function listContent(children: ReactNode, isSmall: boolean): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<DatagridProps>(child) || child.type !== Datagrid) return child;
    // A row that opens nothing does not light up under the pointer as if it were a link.
    const hover = child.props.rowClick === false ? false : child.props.hover;
    return isSmall ? (
      <SmallScreenList datagrid={child} />
    ) : (
      <DatagridConfigurable {...child.props} hover={hover}>
        {labelled(child.props.children)}
      </DatagridConfigurable>
    );
  });
}

/**
 * The list's exporter: an importable list's writes the import's columns (the server's file, its
 * refusal in its words), any other's the records as they are.
 */
function useListExporter(): Exporter {
  const { options } = useResourceDefinition<{ csvImport?: CsvImportTarget }>();
  const notify = useNotify();
  const csvImport = options?.csvImport;
  return useMemo(() => {
    if (!csvImport) return csvExporter;
    const exporter = importableExporter(csvImport);
    return (...args: Parameters<Exporter>) =>
      Promise.resolve(exporter(...args)).catch((error: unknown) => {
        notify('zabuni.csvImport.exportFailed', {
          type: 'error',
          messageArgs: { message: error instanceof Error ? error.message : String(error) },
        });
      });
  }, [csvImport, notify]);
}

/**
 * The pager, only over rows the server answered: after a refused read react-admin's pager knows no
 * total and counts a full first page ("1-25 of 25" over an empty table); the failure's own toast says
 * what went wrong.
 */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};

export type ZabuniListProps = Omit<ListProps, 'filters'> & {
  /** The list's filter inputs; the search box and yes/no filters are resources/shared/filters' own. */
  filters?: ReactElement<{ source?: string; alwaysOn?: boolean }>[];
};

/**
 * Every list of the app: react-admin's ListBase drawn by ListView.tsx, with Zabuni's exporter and
 * export button, a column chooser and saved queries; on a phone (below the sm breakpoint, 640 px) a
 * simple list instead of the table and the filters folded. It reloads when someone changes its
 * records (LiveListRefresh, its empty state too). An importable list exports in its import's
 * columns (importableExporter), so its file imports back unchanged.
 */
export const List = ({
  sx,
  children,
  filters,
  actions,
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter: listExporter,
  filter,
  filterDefaultValues,
  loading,
  perPage,
  queryOptions,
  sort,
  storeKey,
  resource: resourceProp,
  ...props
}: ZabuniListProps) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const exporter = useListExporter();
  // A saved query is applied through the address, which a list that ignores it would not follow.
  const listActions = actions ?? <ListActions canSaveQueries={!disableSyncWithLocation} />;
  const listFilters = isSmall ? foldFilters(filters) : filters;
  return (
    // The filters' context is the whole list's, not only the toolbar's: the Add filter button reads it.
    <FilterContext.Provider value={listFilters}>
      <LiveListRefresh />
      <ListBase
        resource={resourceProp}
        exporter={listExporter ?? exporter}
        debounce={debounce}
        disableAuthentication={disableAuthentication}
        disableSyncWithLocation={disableSyncWithLocation}
        filter={filter}
        filterDefaultValues={filterDefaultValues}
        authLoading={<Loading />}
        loading={loading}
        perPage={perPage}
        queryOptions={queryOptions}
        sort={sort}
        storeKey={storeKey}
        // Offline is drawn by the view, inside the list's frame (as react-admin's List does).
        offline={false}
      >
        <ListView
          actions={
            listActions && (!isSmall || treeOfResource[resource]) ? (
              <ActionsWithColumnChooser actions={listActions} columns={!isSmall} />
            ) : (
              listActions
            )
          }
          sx={sx}
          filters={listFilters?.length ? <ListFilters /> : undefined}
          pagination={<ListPagination />}
          {...props}
        >
          {listContent(children, isSmall)}
        </ListView>
      </ListBase>
    </FilterContext.Provider>
  );
};
