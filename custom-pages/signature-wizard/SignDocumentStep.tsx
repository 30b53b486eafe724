import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ResponseCode } from '../../contract/responseCodes';
import { SIGNING_METADATA } from '../../contract/signing';
import { signPdfFromHtml } from './dsmsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { FilledTemplate } from './methods';
import { ForgotKeyPhrase } from './ForgotKeyPhrase';
import { KeyPhraseField } from './KeyPhraseField';
import { documentSteps } from './wizardSteps';

/** UTF-8 text as base64, as the dsms service expects base64html. */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Steps 3-5: the document is shown, the user enters their key phrase and accepts; the server renders
 * it to PDF, signs it with the user's key, and the signed attachment is recorded on the user.
 */
export const SignDocumentStep = ({
  user,
  step,
  onDone,
}: {
  user: { uuid: string; email: string; fullName: string; procuringEntityUuid: string | null };
  step: (typeof documentSteps)[number];
  onDone(): void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [template, setTemplate] = useState<FilledTemplate | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [keyPhrase, setKeyPhrase] = useState('');
  const [isSigning, setIsSigning] = useState(false);
  const [isForgotOffered, setIsForgotOffered] = useState(false);

  useEffect(() => {
    dataProvider
      .getTemplateByCategory({
        procuringEntityUuid: user.procuringEntityUuid,
        categoryCode: step.category,
        placeholderValues: { signatoryName: user.fullName },
      })
      .then(setTemplate, (error: Error) => setLoadError(error.message));
  }, [dataProvider, step.category, user.fullName, user.procuringEntityUuid]);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (!template || keyPhrase === '' || isSigning) return;
    setIsSigning(true);
    try {
      const signed = await signPdfFromHtml({
        userId: user.uuid,
        reason: SIGNING_METADATA.reason,
        location: SIGNING_METADATA.location,
        contactinfo: user.email,
        passphrase: keyPhrase,
        base64html: toBase64(template.html),
        attachmentDetail: {
          createdByUuid: user.uuid,
          title: template.title,
          description: template.title,
          model: SIGNING_METADATA.model,
          modelId: SIGNING_METADATA.modelId,
          modelUuid: user.uuid,
          subModule: SIGNING_METADATA.subModule,
          encrypt: SIGNING_METADATA.encrypt,
        },
      });
      const attachmentUuid = Array.isArray(signed.data) ? signed.data[0]?.uuid : undefined;
      if (signed.code === ResponseCode.TOO_MANY_ATTEMPTS) {
        notify('zabuni.signature.tooManyKeyPhrases', { type: 'error' });
        return;
      }
      if (signed.code === ResponseCode.INVALID_INPUT) {
        notify('zabuni.signature.documentNotSignable', { type: 'error' });
        return;
      }
      if (signed.message === 'ERROR' || !attachmentUuid) {
        notify(step.failureKey, { type: 'error' });
        setIsForgotOffered(true);
        return;
      }
      await dataProvider[step.operation]({ attachmentUuid }).catch(() => {
        throw new Error(step.failureKey);
      });
      onDone();
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      notify(message === step.failureKey ? message : 'zabuni.signature.failedToSign', {
        type: 'error',
      });
    } finally {
      setIsSigning(false);
    }
  };

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
