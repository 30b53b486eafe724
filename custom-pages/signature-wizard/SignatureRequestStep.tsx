import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { KEY_PHRASE_MIN_LENGTH } from '../../contract/signing';
import { requestSignature } from './dsmsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { ForgotKeyPhrase } from './ForgotKeyPhrase';
import { KeyPhraseField } from './KeyPhraseField';

/** Key phrase rules: at least 6 characters, and the repeat must match. */
export function keyPhraseErrors(keyPhrase: string, repeated: string) {
  return {
    keyPhrase:
      keyPhrase.length > 0 && keyPhrase.length < KEY_PHRASE_MIN_LENGTH
        ? 'zabuni.signature.keyPhraseTooShort'
        : null,
    repeated:
      repeated.length > 0 && repeated !== keyPhrase ? 'zabuni.signature.keyPhraseMismatch' : null,
  };
}

/**
 * Step 2: the user chooses a key phrase and the dsms service issues their signing key. A failed
 * request (a key already exists, its phrase forgotten) offers to revoke it and start again.
 */
export const SignatureRequestStep = ({
  user,
  hasCertificate,
  onDone,
}: {
  user: { uuid: string; email: string };
  hasCertificate: boolean;
  onDone(): void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [keyPhrase, setKeyPhrase] = useState('');
  const [repeated, setRepeated] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [isForgotOffered, setIsForgotOffered] = useState(hasCertificate);
  const errors = keyPhraseErrors(keyPhrase, repeated);
  const canRequest =
    keyPhrase.length >= KEY_PHRASE_MIN_LENGTH && repeated === keyPhrase && !isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canRequest) return;
    setIsPending(true);
    try {
      const response = await requestSignature({
        userId: user.uuid,
        commonName: user.email,
        password: keyPhrase,
      });
      if (response.message === 'ERROR') {
        notify('zabuni.signature.failedToSet', {
          type: 'error',
          messageArgs: { message: String(response.data ?? '') },
        });
        setIsForgotOffered(true);
        return;
      }
      await dataProvider.updateSignatureRequestUser({ uuid: user.uuid });
      onDone();
    } catch {
      notify('zabuni.signature.failedToUpdateKeyPhrase', { type: 'error' });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2 }}>{translate('zabuni.signature.requestIntro')}</Typography>
      <KeyPhraseField
        label="zabuni.signature.keyPhrase"
        autoComplete="new-password"
        value={keyPhrase}
        onChange={setKeyPhrase}
        error={errors.keyPhrase}
      />
      <KeyPhraseField
        label="zabuni.signature.repeatKeyPhrase"
        autoComplete="new-password"
        value={repeated}
        onChange={setRepeated}
        error={errors.repeated}
      />
      {canRequest && (
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {translate('zabuni.signature.request')}
        </Button>
      )}
      {isPending && <CircularProgress size={24} sx={{ ml: 2, verticalAlign: 'middle' }} />}
      {isForgotOffered && <ForgotKeyPhrase userUuid={user.uuid} onRevoked={onDone} />}
    </Box>
  );
};
