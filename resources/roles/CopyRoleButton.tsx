import { useState } from 'react';
import {
  Button,
  Form,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { InstitutionInput } from '../identity/InstitutionInput';
import { useRoleFailure } from './useRoleFailure';

/** Platform administrators give another institution a copy of the role and its permissions. */
export const CopyRoleButton = () => {
  const role = useRecordContext<{ uuid: string; name: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const onError = useRoleFailure('zabuni.identity.roleCopyFailed');
  const [isOpen, setOpen] = useState(false);
  if (!role) return null;

  const copy = async (values: { institutionUuid?: string }) => {
    if (!values.institutionUuid) return;
    try {
      await dataProvider.copyRoleToOtherInstitution({
        institutionUuid: values.institutionUuid,
        roleUuid: role.uuid,
      });
      notify('zabuni.identity.roleCopied', { type: 'success' });
      setOpen(false);
    } catch (error) {
      onError(error);
    }
  };

  return (
    <>
      <Button label="zabuni.identity.copyRole" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={copy}>
          <DialogTitle>
            {translate('zabuni.identity.copyRoleTitle', { name: role.name })}
          </DialogTitle>
          <DialogContent>
            <InstitutionInput source="institutionUuid" optionValue="uuid" fullWidth />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label="zabuni.identity.copyRole" type="submit" variant="contained" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
