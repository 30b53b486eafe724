import { TextField, useLocaleState, useRecordContext, type TextFieldProps } from 'react-admin';

type AnyRecord = Record<string, unknown> | undefined | null;

/**
 * A reference record's text in the page's language: on a Swahili page its Swahili twin
 * (`nameSw` beside `name`, `descriptionSw` beside `description`) when one is given, else the English.
 * Search and sort stay on the English column (decision "Swahili names of reference data").
 */
export function localText(record: AnyRecord, source: string, locale: string): string {
  // A related record's name (procurementCategory.name) has its twin beside it.
  const path = source.split('.');
  const field = path.pop() ?? source;
  const holder = path.reduce<AnyRecord>(
    (inner, key) => (inner?.[key] ?? undefined) as AnyRecord,
    record,
  );
  const english = holder?.[field];
  const swahili = locale === 'sw' ? holder?.[`${field}Sw`] : undefined;
  if (typeof swahili === 'string' && swahili.trim()) return swahili;
  return english == null ? '' : String(english);
}

/** The record's name in the page's language. */
export const localName = (record: AnyRecord, locale: string) => localText(record, 'name', locale);

/** The current locale's localText, for an optionText or a recordRepresentation. */
export function useLocalText(source = 'name') {
  const [locale = 'en'] = useLocaleState();
  return (record: AnyRecord) => localText(record, source, locale);
}

/** A list column of a text that may have a Swahili twin (the kit's name and description columns). */
export function LocalTextField(props: TextFieldProps & { source: string }) {
  const record = useRecordContext(props);
  const text = useLocalText(props.source);
  // Shown under a flat key, so a related record's path is not read again.
  return (
    <TextField
      {...props}
      source="localText"
      record={record ? { ...record, localText: text(record) } : record}
    />
  );
}
