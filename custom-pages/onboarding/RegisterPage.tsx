import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { LocalesMenuButton, useLocale, useNotify, useTranslate } from 'react-admin';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { REGISTRATION_TOAST_MS, TENDERER_REGISTERED_MESSAGE } from '../../contract/onboarding';
import { ResponseCode } from '../../contract/responseCodes';
import { onboardingApi } from './onboardingApi';
import { FooterLink, PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { Captcha } from './Captcha';
import { EMAIL_PATTERN } from './email';
import { EmailField } from './EmailField';
import { ConfirmDialog } from './ConfirmDialog';
import {
  countryLabel,
  DEFAULT_COUNTRY,
  defaultCountry,
  isBlockedPhoneKey,
  normalizePhoneInput,
  stripTags,
  type Country,
} from './phone';
import { usePhoneNumbers } from './usePhoneNumbers';

/**
 * Register as Tenderer: country, phone, email and captcha; Register only when all are valid; a
 * confirm step; then the same route with completed=success&email=... An account that exists but is
 * not active is offered the activation link again. The phone-number library (the country list and
 * box, the number check) arrives just after the form is shown: until then the country box shows the
 * default country, read-only, and Register stays disabled.
 */
export const RegisterPage = () => {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  if (searchParams.get('completed') === 'success' && email)
    return <RegisteredPanel email={email} />;
  return <RegisterForm />;
};

const RegisteredPanel = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <PublicPageLayout title={translate('zabuni.register.title')} actions={<LocalesMenuButton />}>
      <Alert severity="success" sx={{ mb: 3 }}>
        {translate('zabuni.register.success')}
      </Alert>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.register.checkInbox', { email })}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" fullWidth>
        {translate('zabuni.register.goToLogin')}
      </Button>
    </PublicPageLayout>
  );
};

type Phase = 'form' | 'confirm' | 'saving';

const RegisterForm = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const phoneNumbers = usePhoneNumbers();
  const countries = useMemo(
    () => phoneNumbers?.listCountries(locale) ?? [defaultCountry(locale)],
    [phoneNumbers, locale],
  );
  const [country, setCountry] = useState<Country | null>(
    () => countries.find((c) => c.isoCode === DEFAULT_COUNTRY) ?? null,
  );
  const [phoneDigits, setPhoneDigits] = useState('');
  const [isPhoneTooLong, setIsPhoneTooLong] = useState(false);
  // Left (or submitted) with a number: judged then, however short it is.
  const [isPhoneLeft, setIsPhoneLeft] = useState(false);
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [phase, setPhase] = useState<Phase>('form');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [isAccountNotActive, setIsAccountNotActive] = useState(false);
  const [isResending, setIsResending] = useState(false);

  const phone =
    country && phoneNumbers
      ? phoneNumbers.internationalPhone(country.isoCode, phoneDigits)
      : undefined;
  // Not judged before the number check has arrived (a moment after the form is shown).
  const isPhoneInvalid =
    isPhoneTooLong ||
    (!!phoneNumbers &&
      phoneDigits.length > 0 &&
      !phone &&
      (isPhoneLeft || phoneDigits.length >= 6));
  const isEmailValid = EMAIL_PATTERN.test(email);
  const canRegister = !!phone && isEmailValid && !!country && !!captcha && phase === 'form';

  const newCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const register = async () => {
    if (!phone || !captcha) return;
    setPhase('saving');
    setServerMessage(null);
    setIsAccountNotActive(false);
    try {
      const result = await onboardingApi.registerTenderer({ email, phone, captcha });
      // "status false whose message includes 'Tenderer registered successful.' is treated as success"
      if (result.status || result.message?.includes(TENDERER_REGISTERED_MESSAGE)) {
        notify('zabuni.register.success', {
          type: 'success',
          autoHideDuration: REGISTRATION_TOAST_MS,
        });
        navigate(`/register?completed=success&email=${encodeURIComponent(email)}`);
        return;
      }
      setIsAccountNotActive(result.code === ResponseCode.ACCOUNT_INACTIVE);
      setServerMessage(result.message);
    } catch (error) {
      setServerMessage(translate((error as Error).message));
    }
    newCaptcha();
    setPhase('form');
  };

  const resendActivation = async () => {
    setIsResending(true);
    try {
      const result = await onboardingApi.sendEmail(email);
      notify(result.status ? 'zabuni.register.activationResent' : result.message, {
        type: result.status ? 'success' : 'error',
        autoHideDuration: REGISTRATION_TOAST_MS,
      });
      if (result.status) setIsAccountNotActive(false);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    setIsResending(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsPhoneLeft(true);
    if (canRegister) setPhase('confirm');
  };

  return (
    <PublicPageLayout title={translate('zabuni.register.title')} actions={<LocalesMenuButton />}>
      <Box component="form" onSubmit={submit} noValidate>
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
          onChange={(event) => {
            const { digits, isTooLong } = normalizePhoneInput(event.target.value);
            setIsPhoneTooLong(isTooLong);
            setPhoneDigits(digits);
          }}
          onBlur={() => setIsPhoneLeft(true)}
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
        <EmailField
          label="zabuni.register.email"
          value={email}
          isValid={isEmailValid}
          onChange={(value) => setEmail(stripTags(value).trim())}
        />
        <Captcha key={captchaKey} onSolved={setCaptcha} />
        {serverMessage && (
          <Alert
            severity={isAccountNotActive ? 'warning' : 'error'}
            sx={{ my: 2 }}
            action={
              isAccountNotActive ? (
                <Button
                  color="inherit"
                  size="small"
                  onClick={resendActivation}
                  disabled={isResending}
                >
                  {translate('zabuni.register.resendActivation')}
                </Button>
              ) : undefined
            }
          >
            {serverMessage}
          </Alert>
        )}
        <SubmitButton
          label={translate('zabuni.register.submit')}
          busy={phase === 'saving'}
          busyLabel={translate('zabuni.register.saving')}
          disabled={!canRegister}
          sx={{ mt: 1 }}
        />
      </Box>
      <FooterLink
        text={translate('zabuni.register.haveAccount')}
        to="/login"
        label={translate('zabuni.register.signIn')}
      />
      <ConfirmDialog
        open={phase === 'confirm'}
        title={translate('zabuni.register.confirmTitle')}
        onCancel={() => setPhase('form')}
        onConfirm={register}
      >
        <Typography>{translate('zabuni.register.confirmBody')}</Typography>
        <Typography sx={{ mt: 1 }}>
          <strong>{translate('zabuni.register.email')}:</strong> {email}
        </Typography>
        <Typography>
          <strong>{translate('zabuni.register.phone')}:</strong> {phone}
        </Typography>
      </ConfirmDialog>
    </PublicPageLayout>
  );
};
