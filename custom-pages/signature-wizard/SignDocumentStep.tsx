import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ForgotKeyPhrase } from './ForgotKeyPhrase';
import { KeyPhraseField } from './KeyPhraseField';
import { useSignDocument, type DocumentStepProps } from './useSignDocument';

/**
 * Steps 3-5: the document is shown, the user enters their key phrase and accepts; the server renders
 * it to PDF, signs it with the user's key, and the signed attachment is recorded on the user.
 */
export const SignDocumentStep = ({ user, step, onDone }: DocumentStepProps) => {
  const translate = useTranslate();
  const { template, loadError, keyPhrase, setKeyPhrase, isSigning, isForgotOffered, accept } =
    useSignDocument({ user, step, onDone });

  if (loadError) return <Alert severity="error">{translate(loadError, { _: loadError })}</Alert>;
  if (!template) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Box component="form" onSubmit={accept} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {template.title}
      </Typography>
      {/* The document as its template renders it; sandboxed: it is text, never code. */}
      <Box
        component="iframe"
        title={template.title}
        sandbox=""
        srcDoc={template.html}
        sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Typography sx={{ mt: 2 }}>{translate('zabuni.signature.signIntro')}</Typography>
      <KeyPhraseField
        label="zabuni.signature.keyPhrase"
        autoComplete="current-password"
        value={keyPhrase}
        onChange={setKeyPhrase}
      />
      {keyPhrase !== '' && (
        <Button type="submit" variant="contained" disabled={isSigning} sx={{ mt: 1 }}>
          {isSigning ? translate('zabuni.signature.signing') : translate('zabuni.signature.accept')}
        </Button>
      )}
      {isForgotOffered && <ForgotKeyPhrase userUuid={user.uuid} onRevoked={onDone} />}
    </Box>
  );
};
