import { SelectInput, required, useGetList } from 'react-admin';
import { useLocalText } from './localName';
import type { ReferenceField } from './types';

/** Fetched picker size: reference lists are small; the server caps a page at 500 rows. */
const CHOICES_PAGE_SIZE = 500;

/**
 * Picks a record of another reference list by uuid (the operation table has no getMany, so this reads
 * the other list's first 500 active rows, sorted by the text it shows, instead of a ReferenceInput).
 */
export function ReferenceChoicesInput({ field }: { field: ReferenceField }) {
  // A Swahili page offers the Swahili names where given (the sort stays on the English one).
  const optionText = useLocalText(field.optionText ?? 'name');
  const { data = [], isPending } = useGetList(field.reference ?? '', {
    pagination: { page: 1, perPage: CHOICES_PAGE_SIZE },
    // Sorted by what the picker shows: a list without a name (GFS codes) cannot sort by one.
    sort: { field: field.optionText ?? 'name', order: 'ASC' },
    filter: { active: true },
  });
  return (
    <SelectInput
      source={field.source}
      choices={data}
      optionText={optionText}
      optionValue="uuid"
      isPending={isPending}
      validate={field.required ? required() : undefined}
      emptyText="-"
      fullWidth
    />
  );
}
