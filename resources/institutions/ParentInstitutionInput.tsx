import { useState } from 'react';
import { AutocompleteInput, required, useGetList, useRecordContext } from 'react-admin';

/** Matches offered at a time: typing narrows them (a choice count, not a list's page size). */
const CHOICES_OFFERED = 25;

/**
 * The main institution a lower-level one belongs to: searched on the server by name as the user
 * types (there may be thousands), main institutions only; the current parent stays a choice.
 */
export function ParentInstitutionInput({ readOnly }: { readOnly?: boolean }) {
  const record = useRecordContext();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList('institutions', {
    pagination: { page: 1, perPage: CHOICES_OFFERED },
    sort: { field: 'name', order: 'ASC' },
    filter: { isLowerLevel: false, active: true, ...(search ? { q: search } : {}) },
  });
  const current =
    record?.parentUuid && !data.some((row) => row.uuid === record.parentUuid)
      ? [{ id: record.parentUuid, uuid: record.parentUuid, name: record.parentName }]
      : [];
  const choices = [...current, ...data.filter((row) => row.uuid !== record?.uuid)];
  return (
    <AutocompleteInput
      source="parentUuid"
      choices={choices}
      optionText="name"
      optionValue="uuid"
      setFilter={setSearch}
      isPending={isPending}
      validate={required()}
      readOnly={readOnly}
      fullWidth
    />
  );
}
