import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { SelectInput, required, useGetList, useTranslate, type SortPayload } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../contract/limits';

/**
 * Picks a record of another list by uuid: the operation table has no getMany for these lists, so
 * the other list's first page of the largest size the server gives (MAX_PAGE_SIZE) is read and
 * offered. When that list is empty, the input says so and links to where its records are created,
 * instead of offering an empty list.
 */
export function ChoicesInput({
  source,
  reference,
  optionText = 'name',
  sort = { field: 'name', order: 'ASC' },
  isRequired = false,
}: {
  source: string;
  reference: string;
  optionText?: string | ((record: Record<string, unknown>) => string);
  sort?: SortPayload;
  isRequired?: boolean;
}) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList(reference, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort,
    filter: { active: true },
  });
  const noneYet = !isPending && data.length === 0 && (
    <>
      {translate('zabuni.choices.noneYet', {
        name: translate(`resources.${reference}.name`, { smart_count: 2 }),
      })}{' '}
      <Link component={RouterLink} to={`/${reference}/create`}>
        {translate('zabuni.choices.createOne')}
      </Link>
    </>
  );
  return (
    <SelectInput
      source={source}
      choices={data}
      optionText={optionText}
      optionValue="uuid"
      isPending={isPending}
      validate={isRequired ? required() : undefined}
      emptyText="-"
      helperText={noneYet || undefined}
      fullWidth
    />
  );
}
