import {
  Children,
  cloneElement,
  type ComponentType,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  DatagridBody,
  DatagridHeader,
  DatagridRow,
  useTranslate,
  type DatagridBodyProps,
  type DatagridHeaderProps,
  type DatagridRowProps,
} from 'react-admin';
import { Box, ThemeProvider, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

type FieldProps = { source?: string; label?: ReactNode };

/**
 * react-admin's header, with a name for the columns that have none (Edit, Delete): an empty header
 * cell tells a screen reader nothing (axe: empty-table-header). The name is for screen readers only.
 */
export const AccessibleDatagridHeader = ({ children, ...props }: DatagridHeaderProps) => {
  const translate = useTranslate();
  const name = (
    <Box component="span" sx={visuallyHidden}>
      {translate('zabuni.list.actions')}
    </Box>
  );
  const named = Children.map(children, (field) => {
    if (!isValidElement<FieldProps>(field)) return field;
    const { source, label } = field.props;
    return source || label
      ? field
      : cloneElement(field as ReactElement<FieldProps>, { label: name });
  });
  return <DatagridHeader {...props}>{named}</DatagridHeader>;
};

/** A row that opens (show or edit, as a click would) with Enter, and can be reached with Tab. */
const KeyboardRow = (props: DatagridRowProps) => {
  if (props.rowClick === false) return <DatagridRow {...props} />;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
  };
  return <DatagridRow {...props} tabIndex={0} onKeyDown={onKeyDown} />;
};

/** react-admin's body with the keyboard rows above. */
export const KeyboardDatagridBody = (props: DatagridBodyProps) => (
  <DatagridBody {...props} row={<KeyboardRow />} />
);

/** Every Datagrid: a named header over its button columns, rows that open with Enter. */
const withDatagridDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    RaDatagrid: {
      defaultProps: { header: AccessibleDatagridHeader, body: KeyboardDatagridBody },
    },
  } as Theme['components'],
});

/**
 * A resource's screen whose Datagrids are the ones above. Given to each screen (src/AdminApp.tsx)
 * rather than to the whole admin, so that the home, which shows no Datagrid, does not carry it.
 */
export function withAccessibleDatagrids<Props extends object>(
  Screen: ComponentType<Props>,
): ComponentType<Props> {
  const Themed = (props: Props) => (
    <ThemeProvider theme={withDatagridDefaults}>
      <Screen {...props} />
    </ThemeProvider>
  );
  return Themed;
}
