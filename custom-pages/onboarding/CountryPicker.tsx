import { Autocomplete, TextField } from '@mui/material';
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
}) => (
  <Autocomplete
    options={countries}
    value={value}
    onChange={(_event, country) => onChange(country)}
    getOptionLabel={countryLabel}
    isOptionEqualToValue={(option, selected) => option.isoCode === selected.isoCode}
    renderInput={(params) => <TextField {...params} label={label} margin="normal" required />}
  />
);
