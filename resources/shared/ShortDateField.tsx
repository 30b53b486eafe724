import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { formatDate, formatYear } from '../../locales/formats';

type Props = FieldProps & {
  /** Also the time of day: 28 Nov 2026 10:02. */
  showTime?: boolean;
};

/** A field's value, or its emptyText (a translation key or a dash) when it has none. */
const Shown = ({
  text,
  emptyText,
  className,
}: {
  text?: string;
  emptyText?: string;
  className?: string;
}) => {
  const translate = useTranslate();
  const shown = text ?? (emptyText ? translate(emptyText, { _: emptyText }) : null);
  if (shown === null) return null;
  return (
    <Typography component="span" variant="body2" className={className}>
      {shown}
    </Typography>
  );
};

/**
 * A date as the app shows dates everywhere (locales/formats.ts): 22 Nov 2026 in English, with
 * Kiswahili's month names on a Kiswahili page; with showTime, 22 Nov 2026 10:02.
 */
export const ShortDateField = ({ showTime = false, emptyText, ...props }: Props) => {
  const value = useFieldValue(props);
  const [language] = useLocaleState();
  const has = value !== null && value !== undefined && value !== '';
  return (
    <Shown
      text={
        has
          ? formatDate(value as string | number | Date, language, { withTime: showTime })
          : undefined
      }
      emptyText={emptyText}
      className={props.className}
    />
  );
};

/** A year as a plain number (2024, never "2,024"). */
export const YearField = ({ emptyText, ...props }: FieldProps) => {
  const value = useFieldValue(props);
  const has = value !== null && value !== undefined && value !== '';
  return (
    <Shown
      text={has ? formatYear(value as number) : undefined}
      emptyText={emptyText}
      className={props.className}
    />
  );
};
