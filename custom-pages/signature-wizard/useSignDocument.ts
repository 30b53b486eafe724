import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ResponseCode } from '../../contract/responseCodes';
import { SIGNING_METADATA } from '../../contract/signing';
import { signPdfFromHtml } from './dsmsApi';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import type { FilledTemplate } from './methods';
import type { documentSteps } from './wizardSteps';

export interface Signatory {
  uuid: string;
  email: string;
  fullName: string;
  procuringEntityUuid: string | null;
}

/** UTF-8 text as base64, as the dsms service expects base64html. */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The template rendered to PDF and signed with the user's key, attached to the user. */
function signTemplate(user: Signatory, template: FilledTemplate, keyPhrase: string) {
  return signPdfFromHtml({
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
}

/** A document step: whose, which, and what follows once it is signed. */
export interface DocumentStepProps {
  user: Signatory;
  step: (typeof documentSteps)[number];
  onDone(): void;
}

/**
 * A document step's state: its template, filled for the user; the key phrase; Accept, which signs
 * the document and records the signed attachment (a wrong key phrase offers Forgot key phrase).
 */
export function useSignDocument({ user, step, onDone }: DocumentStepProps) {
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
      const signed = await signTemplate(user, template, keyPhrase);
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

  return { template, loadError, keyPhrase, setKeyPhrase, isSigning, isForgotOffered, accept };
}
