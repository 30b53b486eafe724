import {
  CreateButton,
  ExportButton as RaExportButton,
  FilterButton,
  List as RaList,
  TopToolbar,
  useFilterContext,
  useListContext,
  useResourceDefinition,
  type ExportButtonProps,
  type ListProps,
} from 'react-admin';
import { csvExporter, MAX_EXPORT_ROWS } from '../../providers/csvExport';

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
 * stacked rows); when filters and actions do not fit side by side, the actions move below.
 */
const toolbarSx = {
  '& .RaList-actions': { flexWrap: 'wrap' },
  '& .RaList-actions > form': { flex: '1 0 auto' },
};

/** Every list of the app: react-admin's List with Zabuni's exporter and export button. */
export const List = ({ sx, ...props }: ListProps) => (
  <RaList
    exporter={csvExporter}
    actions={<ListActions />}
    sx={[toolbarSx, ...(Array.isArray(sx) ? sx : [sx])]}
    {...props}
  />
);
