import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import { useServerSearch } from '../useServerSearch';

/** The value a picker keeps: a choice's id or uuid. */
export type PickedValue = string | number;

/** How a picker finds its choices: what it searches, which key it keeps, how a choice reads. */
export interface PickerSource<Choice extends object> {
  /** The choices whose text holds what is typed (a page of them, narrowed as one types). */
  search: (dataProvider: ZabuniDataProvider, text: string) => Promise<Choice[]>;
  /** The one choice a value names (a value the address carries), where the server can say. */
  searchOne?: (dataProvider: ZabuniDataProvider, value: PickedValue) => Promise<Choice | undefined>;
  /** Which key of a choice is kept. */
  optionValue: keyof Choice & string;
  optionText: (choice: Choice) => string;
  /** What the open list says when nothing matches (a text key). */
  noOptionsText?: string;
}

export interface ServerSearchPickerProps<Choice extends object> extends PickerSource<Choice> {
  name: string;
  label: ReactNode;
  value: PickedValue | null | undefined;
  onChange: (value: PickedValue | undefined, choice: Choice | null) => void;
  /** Takes the focus from the field it replaces, its list open. */
  autoFocus: boolean;
  /** What was typed in that field while this downloaded. */
  initialText: string;
  helperText?: ReactNode;
  /** Shown but not changed. */
  readOnly?: boolean;
  /** Small in a list's filters (the default), medium among a form's fields. */
  size?: 'small' | 'medium';
  /** Drawn as a field in error (a form's validation). */
  error?: boolean;
  onBlur?: () => void;
}

/**
 * A choice picked by typing part of its name, searched on the server as one types (MUI's
 * Autocomplete). Downloaded as a chunk of its own when a field is approached (LightSearchPicker):
 * the pages that show such a field do not carry it until then (issue 42).
 */
export function ServerSearchPicker<Choice extends object>({
  value,
  onChange,
  initialText,
  readOnly,
  onBlur,
  size = 'small',
  search,
  searchOne,
  optionValue,
  optionText,
  noOptionsText,
  // The field's own: name, label, helper text, error, focus.
  ...field
}: ServerSearchPickerProps<Choice>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [find] = useState(() => (text: string) => search(dataProvider, text));
  const { choices, isPending, setSearch } = useServerSearch(find, initialText);
  const [text, setText] = useState(initialText);
  // The one picked (or read for the value given) keeps its name while searches leave it out.
  const [known, setKnown] = useState<Choice | null>(null);
  // The Autocomplete writes its value's name (none) into the field as it mounts: that would wipe
  // what was typed before it came. Its effects run before this component's.
  const isMounting = useRef(true);
  useEffect(() => {
    isMounting.current = false;
  }, []);

  const keyOf = (choice: Choice) => String(choice[optionValue]);
  const selected =
    value == null || value === ''
      ? null
      : ([known, ...choices].find((choice) => choice && keyOf(choice) === String(value)) ?? null);

  // A value given from outside (the address) that no search has offered: read it by itself.
  const unknown = value != null && value !== '' && !selected && !isPending ? value : undefined;
  useReadOne(dataProvider, searchOne, unknown, setKnown);

  return (
    <Autocomplete<Choice>
      id={field.name}
      options={choices}
      value={selected}
      inputValue={text}
      loading={isPending}
      openOnFocus
      autoHighlight
      readOnly={readOnly}
      onBlur={onBlur}
      // The server has filtered them by the text already.
      filterOptions={(options) => options}
      getOptionLabel={optionText}
      getOptionKey={keyOf}
      isOptionEqualToValue={(option, chosen) => keyOf(option) === keyOf(chosen)}
      noOptionsText={noOptionsText ? translate(noOptionsText) : undefined}
      {...autocompleteTexts(translate)}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'reset' && isMounting.current) return;
        setText(typed);
        // 'reset' is the picked name written into the field: not a search.
        if (reason !== 'reset') setSearch(typed);
      }}
      onChange={(_event, choice) => {
        setKnown(choice);
        onChange(choice ? (choice[optionValue] as PickedValue) : undefined, choice);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          className={`ra-input ra-input-${field.name}`}
          {...field}
          size={size}
        />
      )}
    />
  );
}

/** The Autocomplete's buttons' names and waiting line in the person's language, as react-admin's. */
const autocompleteTexts = (translate: TranslateFunction) => ({
  openText: translate('ra.action.open'),
  closeText: translate('ra.action.close'),
  clearText: translate('ra.action.clear_input_value'),
  loadingText: translate('ra.message.loading'),
});

/** Reads the one choice a value names (searchOne), while that value is given and unknown. */
function useReadOne<Choice extends object>(
  dataProvider: ZabuniDataProvider,
  searchOne: PickerSource<Choice>['searchOne'],
  value: PickedValue | undefined,
  setKnown: (choice: Choice) => void,
) {
  useEffect(() => {
    if (value === undefined || !searchOne) return;
    let isCurrent = true;
    searchOne(dataProvider, value)
      .then((choice) => isCurrent && choice && setKnown(choice))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, searchOne, setKnown, value]);
}
