import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Box, TextField } from '@mui/material';
import { preloadable } from '../../../providers/preloadable';
import type { ServerSearchPickerProps } from './ServerSearchPicker';

export type LightSearchPickerProps<Choice extends object> = Omit<
  ServerSearchPickerProps<Choice>,
  'autoFocus' | 'initialText'
> & {
  /** The field's width in theme spacings (the whole width on phones). */
  width?: number;
};

type AnyPicker = ComponentType<ServerSearchPickerProps<object>>;

/** MUI's Autocomplete and the server search: a chunk, asked for when a field is approached. */
const picker = preloadable<ServerSearchPickerProps<object>>(() =>
  import('./ServerSearchPicker').then((module) => module.ServerSearchPicker as AnyPicker),
);

/**
 * A field that picks a choice searched on the server (ServerSearchPicker), drawn as a plain field
 * until it is hovered, touched or focused, or holds a value: the page's first load carries neither
 * react-hook-form nor the Autocomplete (issue 42). What is typed while the picker downloads is
 * kept, and the picker takes the focus over; where it cannot download, the field says so and the
 * next approach tries again.
 */
export function LightSearchPicker<Choice extends object>({
  width = 32,
  ...props
}: LightSearchPickerProps<Choice>) {
  const { name, label, value, helperText } = props;
  const [Picker, setPicker] = useState<AnyPicker>();
  const [hasFailed, setFailed] = useState(false);
  const [text, setText] = useState('');
  // Whether the field had the focus when its picker came: the picker takes it over.
  const [hasFocus, setHasFocus] = useState(false);
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
  const hasValue = value != null && value !== '';
  // A value set by the address or a saved query shows its picker at once (once: after a failure,
  // the next approach tries again, not the next render).
  useEffect(() => {
    if (hasValue && !Picker && !hasFailed) load();
  });

  return (
    <Box
      sx={(theme) => ({
        width: theme.spacing(width),
        maxWidth: '100%',
        [theme.breakpoints.down('sm')]: { width: '100%' },
      })}
    >
      {Picker ? (
        <Picker
          {...(props as unknown as ServerSearchPickerProps<object>)}
          autoFocus={hasFocus}
          initialText={text}
        />
      ) : (
        <TextField
          id={name}
          name={name}
          className={`ra-input ra-input-${name}`}
          size="small"
          fullWidth
          autoComplete="off"
          label={label}
          helperText={helperText}
          value={text}
          error={hasFailed}
          onChange={(event) => setText(event.target.value)}
          onPointerEnter={load}
          onTouchStart={load}
          onFocus={() => {
            setHasFocus(true);
            setFailed(false);
            load();
          }}
          onBlur={() => setHasFocus(false)}
        />
      )}
    </Box>
  );
}
