import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';

/** Institution categories are few (a page of 500 holds them all): a plain select by uuid. */
export function CategoryInput(props: Omit<SelectInputProps, 'choices'>) {
  const { data = [], isPending } = useGetList('institution-categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
  return (
    <SelectInput
      {...props}
      choices={data}
      optionText="name"
      optionValue="uuid"
      isPending={isPending}
      emptyText="-"
    />
  );
}
