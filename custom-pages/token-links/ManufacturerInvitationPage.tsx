import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  FILE_NAME_MAX_SHOWN,
  INVITATION_PROOF_MAX_BYTES,
  type InvitationDecision,
  type InvitationLogin,
} from '../../contract/onboarding';
import type { CurrentUser } from '../../contract/users';
import { product } from '../../providers/api';
import { startSignedInSession } from '../../providers/authProvider';
import { onboardingApi } from '../onboarding/onboardingApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { ConfirmDialog } from '../onboarding/ConfirmDialog';
import { useOnce } from './useOnce';

/** "A displayed name longer than 58 characters is cut to 58 plus an ellipsis." */
export const shortenFileName = (name: string): string =>
  name.length > FILE_NAME_MAX_SHOWN ? `${name.slice(0, FILE_NAME_MAX_SHOWN)}...` : name;

type SignIn = InvitationLogin & { user: CurrentUser };

/** Where an invitation login goes: a manufacturer to the lot's submission, anyone else is denied. */
function afterInvitationLogin(login: SignIn): string {
  if (login.user.userTypeEnum !== 'MANUFACTURER') return '/manufacturer-redirect';
  const query = new URLSearchParams({
    lotUuid: login.entityUuid,
    tenderUuid: login.mainEntityUuid,
    entityType: login.entityType,
    action: 'submission',
  });
  return `/${product}-manufacturer/submission?${query}`;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * manufacturer-sor/{token} and manufacturer-pe/{token}: the token is verified, then checked; an
 * invitation already accepted signs the manufacturer straight in, otherwise the Accept/Reject form
 * shows (a reason on REJECT, a PDF proof on ACCEPT in the PE variant) with a confirm prompt.
 * An invalid token goes to manufacturer-redirect ('Request Denied').
 */
export const ManufacturerInvitationPage = ({ variant }: { variant: 'SOR' | 'PE' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const signIn = useCallback(
    (login: SignIn) => {
      startSignedInSession({ ...login, token_type: 'Bearer' });
      // react-admin remembers that this tab was signed out; it must ask again.
      queryClient.removeQueries({ queryKey: ['auth'] });
      navigate(afterInvitationLogin(login), { replace: true });
    },
    [navigate, queryClient],
  );
  const verification = useOnce(['invitation', token], async () => {
    const verified = await onboardingApi.verifyInvitationToken(token);
    if (!verified.status) return { verified, checked: undefined };
    return { verified, checked: await onboardingApi.checkInvitation(token) };
  });
  const verified = verification.data?.verified;
  const checked = verification.data?.checked;
  const denial = verification.isError
    ? translate('zabuni.invitation.failed')
    : verified && !verified.status
      ? verified.message
      : checked && !checked.status
        ? checked.message
        : undefined;
  const existingLogin = checked?.status ? checked.data : null;

  useEffect(() => {
    if (denial) {
      notify(denial, { type: 'error' });
      navigate('/manufacturer-redirect', { replace: true });
    } else if (existingLogin) {
      signIn(existingLogin);
    }
  }, [denial, existingLogin, navigate, notify, signIn]);

  const isReady = verified?.status && checked?.status && !existingLogin;
  return (
    <PublicPageLayout title={translate('zabuni.invitation.title')} actions={<LocalesMenuButton />}>
      {isReady ? (
        <InvitationForm
          token={token}
          variant={variant}
          manufacturerName={verified.data?.manufacturerName ?? ''}
          onSignedIn={signIn}
        />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} role="status">
          <CircularProgress aria-label={translate('zabuni.tokenLinks.checking')} />
        </Box>
      )}
    </PublicPageLayout>
  );
};

const InvitationForm = ({
  token,
  variant,
  manufacturerName,
  onSignedIn,
}: {
  token: string;
  variant: 'SOR' | 'PE';
  manufacturerName: string;
  onSignedIn: (login: SignIn) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [decision, setDecision] = useState<InvitationDecision | ''>('');
  const [comment, setComment] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [isTouched, setIsTouched] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const needsProof = variant === 'PE' && decision === 'ACCEPT';
  const isValid =
    decision !== '' &&
    (decision !== 'REJECT' || comment.trim() !== '') &&
    (!needsProof || proof !== null);

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
        onSignedIn(response as SignIn);
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

  if (result) return <Alert severity="info">{result}</Alert>;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('zabuni.invitation.subtitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.invitation.intro', { name: manufacturerName })}
      </Typography>
      <FormControl error={isTouched && decision === ''} required>
        <FormLabel id="decision-label">{translate('zabuni.invitation.decision')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="decision-label"
          value={decision}
          onChange={(event) => setDecision(event.target.value as InvitationDecision)}
        >
          <FormControlLabel
            value="ACCEPT"
            control={<Radio />}
            label={translate('zabuni.invitation.accept')}
          />
          <FormControlLabel
            value="REJECT"
            control={<Radio />}
            label={translate('zabuni.invitation.reject')}
          />
        </RadioGroup>
        {isTouched && decision === '' && (
          <FormHelperText>{translate('zabuni.invitation.required')}</FormHelperText>
        )}
      </FormControl>
      {decision === 'REJECT' && (
        <TextField
          label={translate('zabuni.invitation.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={isTouched && comment.trim() === ''}
          helperText={
            isTouched && comment.trim() === '' ? translate('zabuni.invitation.required') : ' '
          }
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          required
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      )}
      {needsProof && (
        <Box sx={{ my: 2 }}>
          <Button component="label" variant="outlined" startIcon={<UploadFile />}>
            {translate('zabuni.invitation.attachProof')}
            <input hidden type="file" accept="application/pdf,.pdf" onChange={chooseProof} />
          </Button>
          <Typography
            sx={{ mt: 1, wordBreak: 'break-all' }}
            color={proof ? 'text.primary' : 'text.secondary'}
          >
            {proof ? shortenFileName(proof.name) : translate('zabuni.invitation.noFile')}
          </Typography>
          {(proofError || (isTouched && !proof)) && (
            <FormHelperText error>
              {proofError ?? translate('zabuni.invitation.required')}
            </FormHelperText>
          )}
        </Box>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSending}
        sx={{ mt: 2 }}
      >
        {isSending ? (
          <CircularProgress size={20} color="inherit" />
        ) : (
          translate('zabuni.invitation.submit')
        )}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={translate('zabuni.invitation.title')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={send}
      >
        <Typography>{translate('zabuni.invitation.confirm')}</Typography>
      </ConfirmDialog>
    </Box>
  );
};
