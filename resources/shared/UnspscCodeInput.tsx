import { useQuery } from '@tanstack/react-query';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  AutocompleteInput,
  type AutocompleteInputProps,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { UnspscChoice } from '../unspsc-codes/methods';

const codeAndTitle = (code: UnspscChoice) => `${code.code} ${code.title}`;

/**
 * A UNSPSC code picked from its list (getAllUNSPSCCommodityCodes, all four levels, read once and
 * searched as one types in the code or the title); the form keeps the 8-digit code. An empty list
 * says so and links to where codes are created.
 */
export function UnspscCodeInput({
  alwaysOn: _alwaysOn,
  ...props
}: Omit<AutocompleteInputProps, 'choices'> & { alwaysOn?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['unspsc-codes', 'whole list'],
    queryFn: () => dataProvider.getAllUNSPSCCommodityCodes(),
  });
  const choices = data.filter((c) => c.active).sort((a, b) => a.code.localeCompare(b.code));
  const noneYet = !isPending && choices.length === 0 && (
    <>
      {translate('zabuni.choices.noneYet', {
        name: translate('resources.unspsc-codes.name', { smart_count: 2 }),
      })}{' '}
      <Link component={RouterLink} to="/unspsc-codes/create">
        {translate('zabuni.choices.createOne')}
      </Link>
    </>
  );
  return (
    <AutocompleteInput
      helperText={noneYet || undefined}
      {...props}
      choices={choices}
      optionValue="code"
      optionText={codeAndTitle}
      isPending={isPending}
      noOptionsText={translate('zabuni.appReference.noUnspscMatch')}
    />
  );
}
