import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  type AutocompleteInputProps,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { TenderChoice } from './methods';
import { useServerSearch } from '../shared/useServerSearch';

const tenderText = (tender: TenderChoice) => `${tender.referenceNumber} - ${tender.title}`;

/**
 * A tender picked by typing part of its reference or title, searched on the server (searchTenders)
 * and kept as its uuid. A tender the form already holds is read by its uuid so it shows by name.
 */
export function TenderInput({
  source = 'tenderUuid',
  onChange,
  ...props
}: Omit<AutocompleteInputProps, 'choices' | 'source'> & { source?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const value = useWatch({ name: source }) as string | null | undefined;
  const find = useCallback((text: string) => dataProvider.searchTenders({ text }), [dataProvider]);
  const { choices, isPending, setSearch } = useServerSearch(find);
  const [chosen, setChosen] = useState<TenderChoice>();
  const isKnown = !value || chosen?.uuid === value || choices.some((c) => c.uuid === value);
  useEffect(() => {
    if (isKnown || !value) return;
    let isCurrent = true;
    dataProvider
      .searchTenders({ uuid: value })
      .then(([tender]) => isCurrent && tender && setChosen(tender))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, isKnown, value]);
  const offered =
    chosen && !choices.some((c) => c.uuid === chosen.uuid) ? [chosen, ...choices] : choices;
  return (
    <AutocompleteInput
      helperText="zabuni.planningLists.tenderHelp"
      sx={{ minWidth: 360 }}
      {...props}
      source={source}
      choices={offered}
      optionValue="uuid"
      optionText={tenderText}
      isPending={isPending}
      noOptionsText={translate('zabuni.planningLists.noTenderFound')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setSearch(text);
      }}
      filterToQuery={(text) => ({ text })}
      onChange={(picked, record) => {
        if (record) setChosen(record as unknown as TenderChoice);
        onChange?.(picked, record);
      }}
    />
  );
}
