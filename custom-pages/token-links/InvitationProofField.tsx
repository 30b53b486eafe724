import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { FILE_NAME_MAX_SHOWN } from '../../contract/onboarding';

/** "A displayed name longer than 58 characters is cut to 58 plus an ellipsis." */
export const shortenFileName = (name: string): string =>
  name.length > FILE_NAME_MAX_SHOWN ? `${name.slice(0, FILE_NAME_MAX_SHOWN)}...` : name;

/** The PE variant's proof of acceptance: a PDF chosen, its name shown, and what is wrong with it. */
export const InvitationProofField = ({
  proof,
  error,
  onChoose,
}: {
  proof: File | null;
  error: string | null;
  onChoose(event: ChangeEvent<HTMLInputElement>): void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ my: 2 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFile />}>
        {translate('zabuni.invitation.attachProof')}
        <input hidden type="file" accept="application/pdf,.pdf" onChange={onChoose} />
      </Button>
      <Typography
        sx={{ mt: 1, wordBreak: 'break-all' }}
        color={proof ? 'text.primary' : 'text.secondary'}
      >
        {proof ? shortenFileName(proof.name) : translate('zabuni.invitation.noFile')}
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
