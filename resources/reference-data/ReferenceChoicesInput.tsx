import { SelectInput, required, useGetList } from 'react-admin';
import { useLocalText } from './localName';
import type { ReferenceField } from './types';
import { MAX_PAGE_SIZE } from '../../contract/limits';

/**
 * Picks a record of another reference list by uuid (the operation table has no getMany, so this
 * reads the other list's first MAX_PAGE_SIZE active rows, sorted by the text it shows, instead of a
 * ReferenceInput).
 */
export function ReferenceChoicesInput({ field }: { field: ReferenceField }) {
  // A Swahili page offers the Swahili names where given (the sort stays on the English one).
  const optionText = useLocalText(field.optionText ?? 'name');
  const { data = [], isPending } = useGetList(field.reference ?? '', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
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
