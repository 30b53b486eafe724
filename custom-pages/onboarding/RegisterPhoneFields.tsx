import { useTranslate } from 'react-admin';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputAdornment, TextField } from '@mui/material';
import { countryLabel, isBlockedPhoneKey } from './phone';
import type { PhoneEntry } from './usePhoneEntry';

/**
 * The register form's country box and phone number. Until the phone-number library has arrived the
 * country box shows the default country, read-only.
 */
export const RegisterPhoneFields = ({ phoneEntry }: { phoneEntry: PhoneEntry }) => {
  const translate = useTranslate();
  const { phoneNumbers, countries, country, setCountry, phoneDigits, isPhoneInvalid } = phoneEntry;
  return (
    <>
      {phoneNumbers ? (
        <phoneNumbers.CountryPicker
          countries={countries}
          value={country}
          onChange={setCountry}
          label={translate('zabuni.register.country')}
        />
      ) : (
        <TextField
          label={translate('zabuni.register.country')}
          value={country ? countryLabel(country) : ''}
          fullWidth
          margin="normal"
          required
          slotProps={{
            input: {
              readOnly: true,
              endAdornment: (
                <InputAdornment position="end">
                  <ArrowDropDownIcon color="action" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <TextField
        label={translate('zabuni.register.phone')}
        value={phoneDigits}
        onKeyDown={(event) => {
          if (isBlockedPhoneKey(event.key)) event.preventDefault();
        }}
        onChange={(event) => phoneEntry.changePhone(event.target.value)}
        onBlur={phoneEntry.leavePhone}
        error={isPhoneInvalid}
        helperText={
          isPhoneInvalid
            ? translate('zabuni.register.invalidPhone')
            : translate('zabuni.register.phoneHint')
        }
        fullWidth
        margin="normal"
        required
        autoComplete="tel-national"
        slotProps={{
          input: {
            startAdornment: country ? (
              <InputAdornment position="start">+{country.phoneCode}</InputAdornment>
            ) : undefined,
          },
          htmlInput: { inputMode: 'numeric' },
        }}
      />
    </>
  );
};
