import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { useLocalText } from '../reference-data/localName';
import { MAX_PAGE_SIZE } from '../../contract/limits';

/** Institution categories are few (the largest page holds them all): a plain select by uuid. */
export function CategoryInput(props: Omit<SelectInputProps, 'choices'>) {
  const { data = [], isPending } = useGetList('institution-categories', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
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
