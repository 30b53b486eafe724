import type { ReactElement, ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../contract/limits';
import { Datagrid, type DatagridProps, type ListProps } from 'react-admin';
import { List } from './List';
import { ListEmpty } from './ListEmpty';
import { NullableBooleanFilter } from './filters/NullableBooleanFilter';
import { SearchFilter } from './filters/SearchFilter';

type ListFrameProps = Omit<ListProps, 'children' | 'filters' | 'sort' | 'empty'> & {
  /** The search box, first of the filters (default true). */
  search?: boolean;
  /** The Active filter, after the search box. */
  activeFilter?: boolean;
  /** The list's own filters, after those two. */
  filters?: ReactElement[];
  /** The column sorted by at first (default name) and its order (default ascending). */
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC';
  /** What the list shows without rows: a sentence (with the Create button) or a whole component. */
  empty?: string | ReactElement;
  rowClick?: DatagridProps['rowClick'];
  /** Buttons for the selected rows (default none, so rows cannot be selected). */
  bulkActionButtons?: DatagridProps['bulkActionButtons'];
  expand?: DatagridProps['expand'];
  /** The columns and row buttons. */
  children: ReactNode;
};

/**
 * The frame of the hand-written lists: the search box and the Active filter where asked before the
 * list's own filters, a first sort, the default page size unless said, an empty state and one
 * Datagrid (whose columns each user chooses, and whose queries they save: the shared List).
 */
export const ListFrame = ({
  search = true,
  activeFilter = false,
  filters = [],
  sortField = 'name',
  sortOrder = 'ASC',
  empty,
  rowClick,
  bulkActionButtons = false,
  expand,
  perPage = DEFAULT_PAGE_SIZE,
  children,
  ...props
}: ListFrameProps) => {
  const allFilters = [
    ...(search ? [<SearchFilter key="q" source="q" alwaysOn />] : []),
    ...(activeFilter ? [<NullableBooleanFilter key="active" source="active" alwaysOn />] : []),
    ...filters,
  ];
  return (
    <List
      filters={allFilters}
      sort={{ field: sortField, order: sortOrder }}
      perPage={perPage}
      empty={typeof empty === 'string' ? <ListEmpty message={empty} /> : empty}
      {...props}
    >
      <Datagrid rowClick={rowClick} bulkActionButtons={bulkActionButtons} expand={expand}>
        {children}
      </Datagrid>
    </List>
  );
};
