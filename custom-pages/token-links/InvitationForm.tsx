import { useTranslate } from 'react-admin';
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
import type { InvitationDecision } from '../../contract/onboarding';
import { ConfirmDialog } from '../onboarding/ConfirmDialog';
import { InvitationProofField } from './InvitationProofField';
import { useInvitationForm, type InvitationSignIn } from './useInvitationForm';

/** Accept or Reject, required. */
const InvitationDecisionField = ({
  decision,
  isTouched,
  onChange,
}: {
  decision: InvitationDecision | '';
  isTouched: boolean;
  onChange(decision: InvitationDecision): void;
}) => {
  const translate = useTranslate();
  return (
    <FormControl error={isTouched && decision === ''} required>
      <FormLabel id="decision-label">{translate('zabuni.invitation.decision')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="decision-label"
        value={decision}
        onChange={(event) => onChange(event.target.value as InvitationDecision)}
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
  );
};

/** The manufacturer's answer to an invitation: Accept or Reject, then a confirm prompt. */
export const InvitationForm = ({
  token,
  variant,
  manufacturerName,
  onSignedIn,
}: {
  token: string;
  variant: 'SOR' | 'PE';
  manufacturerName: string;
  onSignedIn: (login: InvitationSignIn) => void;
}) => {
  const translate = useTranslate();
  const form = useInvitationForm({ token, variant, onSignedIn });
  const { decision, comment, proof, proofError, isTouched, isSending, result, needsProof } = form;
  if (result) return <Alert severity="info">{result}</Alert>;
  return (
    <Box component="form" onSubmit={form.submit} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('zabuni.invitation.subtitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.invitation.intro', { name: manufacturerName })}
      </Typography>
      <InvitationDecisionField
        decision={decision}
        isTouched={isTouched}
        onChange={form.setDecision}
      />
      {decision === 'REJECT' && (
        <TextField
          label={translate('zabuni.invitation.comment')}
          value={comment}
          onChange={(event) => form.setComment(event.target.value)}
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
        <InvitationProofField
          proof={proof}
          error={
            proofError ?? (isTouched && !proof ? translate('zabuni.invitation.required') : null)
          }
          onChoose={form.chooseProof}
        />
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
        open={form.isConfirming}
        title={translate('zabuni.invitation.title')}
        onCancel={() => form.setIsConfirming(false)}
        onConfirm={form.send}
      >
        <Typography>{translate('zabuni.invitation.confirm')}</Typography>
      </ConfirmDialog>
    </Box>
  );
};
