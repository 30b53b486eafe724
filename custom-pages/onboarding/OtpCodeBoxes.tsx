import type {
  ClipboardEvent,
  Dispatch,
  KeyboardEvent,
  MutableRefObject,
  SetStateAction,
} from 'react';
import { useTranslate } from 'react-admin';
import { Box, TextField } from '@mui/material';
import { OTP_LENGTH } from '../../contract/onboarding';

/**
 * The one-digit boxes of the SMS code: typing a digit moves on, Backspace in an empty box moves
 * back, pasting the whole code fills them all.
 */
export const OtpCodeBoxes = ({
  digits,
  setDigits,
  boxes,
}: {
  digits: string[];
  setDigits: Dispatch<SetStateAction<string[]>>;
  boxes: MutableRefObject<(HTMLInputElement | null)[]>;
}) => {
  const translate = useTranslate();

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)));
    if (digit && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length !== OTP_LENGTH) return;
    event.preventDefault();
    setDigits(pasted.split(''));
    boxes.current[OTP_LENGTH - 1]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 1, justifyContent: 'center', my: 2 }}
      role="group"
      aria-label={translate('zabuni.otp.code')}
    >
      {digits.map((digit, index) => (
        <TextField
          key={index}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          autoFocus={index === 0}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 1,
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': translate('zabuni.otp.digit', { n: index + 1 }),
              style: { textAlign: 'center', fontSize: 24, padding: '10px 0' },
            },
          }}
          sx={{ width: 52 }}
        />
      ))}
    </Box>
  );
};
