import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  INVITATION_PROOF_MAX_BYTES,
  type InvitationDecision,
  type InvitationLogin,
} from '../../contract/onboarding';
import type { CurrentUser } from '../../contract/users';
import { onboardingApi } from '../onboarding/onboardingApi';

/** The sign-in an accepted invitation answers with. */
export type InvitationSignIn = InvitationLogin & { user: CurrentUser };

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The proof chosen: a PDF of at most INVITATION_PROOF_MAX_BYTES, or why the file was refused. */
function useProofFile() {
  const translate = useTranslate();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const chooseProof = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) {
      setProofError(translate('zabuni.invitation.pdfOnly'));
      return;
    }
    if (file.size > INVITATION_PROOF_MAX_BYTES) {
      setProofError(translate('zabuni.invitation.tooLarge'));
      return;
    }
    setProofError(null);
    setProof(file);
  };

  return { proof, proofError, setProofError, chooseProof };
}

/**
 * The invitation form's state: the decision, a reason on REJECT, a PDF proof on ACCEPT in the PE
 * variant, the confirm prompt, and the answer sent (a sign-in, or the server's message).
 */
export function useInvitationForm({
  token,
  variant,
  onSignedIn,
}: {
  token: string;
  variant: 'SOR' | 'PE';
  onSignedIn: (login: InvitationSignIn) => void;
}) {
  const notify = useNotify();
  const [decision, setDecision] = useState<InvitationDecision | ''>('');
  const [comment, setComment] = useState('');
  const { proof, proofError, setProofError, chooseProof } = useProofFile();
  const [isTouched, setIsTouched] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const needsProof = variant === 'PE' && decision === 'ACCEPT';
  const isValid =
    decision !== '' &&
    (decision !== 'REJECT' || comment.trim() !== '') &&
    (!needsProof || proof !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (isValid) setIsConfirming(true);
  };

  const send = async () => {
    setIsConfirming(false);
    setIsSending(true);
    try {
      const response = await onboardingApi.invitationResponse({
        invitationToken: token,
        hasAcceptedInvitation: decision === 'ACCEPT',
        reasonForRejection: decision === 'REJECT' ? comment.trim() : null,
        attachmentBase64: needsProof && proof ? await readBase64(proof) : null,
      });
      if (response.access_token && response.user) {
        onSignedIn(response as InvitationSignIn);
        return;
      }
      if (response.status) {
        setResult(response.message);
      } else {
        notify('zabuni.invitation.failed', { type: 'error' });
        setResult(null);
        setProofError(response.message);
      }
    } catch {
      notify('zabuni.invitation.failed', { type: 'error' });
    }
    setIsSending(false);
  };

  return {
    decision,
    setDecision,
    comment,
    setComment,
    proof,
    proofError,
    isTouched,
    isConfirming,
    setIsConfirming,
    isSending,
    result,
    needsProof,
    chooseProof,
    submit,
    send,
  };
}
