import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { useLocalText } from '../reference-data/localName';

/** Institution categories are few (a page of 500 holds them all): a plain select by uuid. */
export function CategoryInput(props: Omit<SelectInputProps, 'choices'>) {
  const { data = [], isPending } = useGetList('institution-categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
  // Offered in the page's language (the Swahili name on a Swahili page).
  const optionText = useLocalText('name');
  return (
    <SelectInput
      {...props}
      choices={data}
      optionText={optionText}
      optionValue="uuid"
      isPending={isPending}
      emptyText="-"
    />
  );
}
