import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Box, TextField } from '@mui/material';
import { FieldTitle, useListContext, useResourceContext } from 'react-admin';
import { preloadable } from '../../providers/preloadable';
import { lightFilter } from '../shared/filters/LightFilterForm';
import type { InstitutionFilterPickerProps } from './InstitutionFilterPicker';

export interface InstitutionFilterProps {
  source: string;
  /** Which key the filter keeps: the id (users) or the uuid (departments, roles, designations). */
  optionValue?: 'id' | 'uuid';
  label?: string;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

/** MUI's Autocomplete and the institutions' search: a chunk, asked for when the field is approached. */
const picker = preloadable(() =>
  import('./InstitutionFilterPicker').then((module) => module.InstitutionFilterPicker),
);

/**
 * A list's filter by institution, picked by name as one types (the users list of a platform
 * administrator). Drawn without a form, and without its picker until the field is hovered,
 * touched or focused (or a filter value is already set): the list's first load carries neither
 * react-hook-form nor the Autocomplete (issue 42). What is typed while the picker downloads is
 * kept, and the picker takes the focus over; where it cannot download, the field says so and the
 * next approach tries again.
 */
export const InstitutionFilter = lightFilter(function InstitutionFilter({
  source,
  label,
  optionValue = 'id',
}: InstitutionFilterProps) {
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  const [Picker, setPicker] = useState<ComponentType<InstitutionFilterPickerProps>>();
  const [hasFailed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const hasFocus = useRef(false);
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  const load = () => {
    picker.start().then(
      (component) => isMounted.current && setPicker(() => component),
      () => isMounted.current && setFailed(true),
    );
  };
  const hasValue = filterValues[source] != null && filterValues[source] !== '';
  // A filter set by the address or a saved query shows its picker at once (once: after a failure,
  // the next approach tries again, not the next render).
  useEffect(() => {
    if (hasValue && !Picker && !hasFailed) load();
  });

  const title = <FieldTitle label={label} source={source} resource={resource} />;
  return (
    <Box
      sx={(theme) => ({
        width: theme.spacing(32),
        [theme.breakpoints.down('sm')]: { width: '100%' },
      })}
    >
      {Picker ? (
        <Picker
          source={source}
          optionValue={optionValue}
          label={title}
          autoFocus={hasFocus.current}
          initialText={text}
        />
      ) : (
        <TextField
          id={source}
          name={source}
          className={`ra-input ra-input-${source}`}
          size="small"
          fullWidth
          autoComplete="off"
          label={title}
          value={text}
          error={hasFailed}
          onChange={(event) => setText(event.target.value)}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={() => {
            hasFocus.current = true;
            setFailed(false);
            load();
          }}
          onBlur={() => {
            hasFocus.current = false;
          }}
        />
      )}
    </Box>
  );
});
