import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countryLabel, type Country } from './phone';

/**
 * The country box with its searchable list (MUI Autocomplete, 20 kB gzipped): part of the register
 * page's after-paint download (./phoneNumbers); until it arrives the page shows the default country
 * in a plain box of the same look.
 */
export const CountryPicker = ({
  countries,
  value,
  onChange,
  label,
}: {
  countries: Country[];
  value: Country | null;
  onChange: (country: Country | null) => void;
  label: string;
}) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      // MUI's own words (its buttons' labels, the empty list) in the page's language: MUI has no Swahili.
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('ra.navigation.no_results', { name: label })}
      options={countries}
      value={value}
      onChange={(_event, country) => onChange(country)}
      getOptionLabel={countryLabel}
      isOptionEqualToValue={(option, selected) => option.isoCode === selected.isoCode}
      renderInput={(params) => <TextField {...params} label={label} margin="normal" required />}
    />
  );
};
