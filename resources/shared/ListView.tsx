import type { ReactElement } from 'react';
import { Card, styled } from '@mui/material';
import { Empty, Offline, useListContext, type ListViewProps } from 'react-admin';
import { PageTitle } from './PageTitle';

/**
 * react-admin's ListView (ra-ui-materialui 5) as every list of the app uses it, classed and laid out
 * as react-admin lays it out. Its own toolbar imports react-admin's filter form, and with it
 * react-hook-form, into every list, even one showing only a search box: this one draws whatever
 * filters element it is given (resources/shared/filters/ListFilters.tsx), which loads that form only
 * when a filter needs it, and the app's page title (PageTitle) in place of the renamable one (issue 42).
 */
export function ListView({
  actions,
  aside,
  filters,
  emptyWhileLoading,
  pagination,
  children,
  className,
  component: Content = Card,
  title,
  empty = <Empty />,
  render,
  offline = <Offline />,
  error,
  ...rest
}: Omit<ListViewProps, 'filters'> & { filters?: ReactElement }) {
  const listContext = useListContext();
  const { defaultTitle, data, isPaused, isPending, isPlaceholderData, filterValues } = listContext;
  const { total, hasNextPage, hasPreviousPage } = listContext;
  const showOffline = isPaused && (isPending || isPlaceholderData) && !!offline;
  const showError = !!listContext.error && !!error;
  if ((!children && !render) || (!data && isPending && !isPaused && emptyWhileLoading)) {
    return null;
  }
  // Nothing to list and nothing asked for: the empty page (with its Create button) in place of a table.
  const isEmptyPage =
    !listContext.error &&
    !isPending &&
    (total === 0 ||
      (total == null && hasPreviousPage === false && hasNextPage === false && !data?.length)) &&
    Object.keys(filterValues).length === 0 &&
    empty !== false;
  const hasToolbar = !!(filters || actions);
  return (
    <Root className={['list-page', className].filter(Boolean).join(' ')} {...rest}>
      {title !== false && <PageTitle title={title ?? defaultTitle} />}
      {isEmptyPage ? (
        <div className="RaList-noResults">{empty}</div>
      ) : (
        <div
          className={`RaList-main${!hasToolbar || showOffline || showError ? ' RaList-noActions' : ''}`}
        >
          {hasToolbar && (
            <Toolbar className="RaListToolbar-root RaList-actions">
              {filters}
              <span />
              {actions}
            </Toolbar>
          )}
          <Content className="RaList-content">
            {showOffline ? offline : showError ? error : render ? render(listContext) : children}
          </Content>
          {pagination !== false ? pagination : null}
        </div>
      )}
      {aside}
    </Root>
  );
}

/**
 * A wide table scrolls inside its frame; the page itself never scrolls sideways. A row reached with
 * Tab (src/shell/accessibleDatagrid.tsx: it opens with Enter) is outlined as a whole: the browser's
 * own ring of a table row is a hairline at its lower edge, easy to miss.
 */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': {
    position: 'relative',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    overflow: 'inherit',
  },
  '& .RaList-noActions': { marginTop: '1em' },
  '& .RaList-noResults': { flex: 1 },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& .RaDatagrid-row:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
    backgroundColor: theme.palette.action.hover,
  },
}));

/**
 * The filters keep the width they need (their row is not squeezed by many action buttons into
 * stacked rows); when filters and actions do not fit side by side, the actions move below. On a
 * phone the search takes the width and the action buttons (icons there) line up, wrapping, below it.
 */
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  flexWrap: 'wrap',
  '& > form': { flex: '1 0 auto' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: theme.palette.background.paper,
    flexDirection: 'column',
    flexWrap: 'nowrap',
    alignItems: 'stretch',
    '& > form': { flex: '0 0 auto', minWidth: 0 },
    '& .MuiToolbar-root': { flexWrap: 'wrap', whiteSpace: 'normal' },
  },
}));
