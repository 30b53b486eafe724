import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { FieldTitle, useResourceContext, useTranslate } from 'react-admin';
import { useTypedFilter } from './useTypedFilter';

export interface SearchFilterProps {
  source?: string;
  /** Labelled as a field (its field's name, or this text) instead of the search placeholder. */
  label?: string | true;
  /** Shown without the Add filter button (read by the list's filters, as react-admin's are). */
  alwaysOn?: boolean;
}

/**
 * A list's search box, drawn as react-admin's SearchInput draws it (a search icon, a clear button
 * while it holds text) but without a form: it reads the list's filter and sets it, half a second
 * after the last key (at once on Enter or the clear button). A list whose shown filters are all as
 * light as this one needs no form library (resources/shared/filters/ListFilters.tsx, issue 42).
 */
export function SearchFilter({ source = 'q', label }: SearchFilterProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { text, change, applyNow } = useTypedFilter(source);
  const clear = translate('ra.action.clear_input_value');
  return (
    <TextField
      id={source}
      name={source}
      className={`ra-input ra-input-${source}`}
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applyNow(text);
      }}
      {...(label
        ? {
            label: (
              <FieldTitle
                label={label === true ? undefined : label}
                source={source}
                resource={resource}
              />
            ),
          }
        : { hiddenLabel: true, placeholder: translate('ra.action.search') })}
      size="small"
      sx={{ mt: 0 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                // As wide as the search icon it replaces, so the box does not grow as one types.
                <IconButton
                  aria-label={clear}
                  title={clear}
                  onClick={() => applyNow('')}
                  sx={{ p: 0 }}
                >
                  <ClearIcon />
                </IconButton>
              ) : (
                <SearchIcon color="disabled" />
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
