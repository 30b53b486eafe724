import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext } from 'react-admin';
import LockResetIcon from '@mui/icons-material/LockReset';
import { callFactorApi, factorPaths } from '../../providers/secondFactorApi';
import { getCurrentUser } from '../../providers/session';
import { useFailureText } from '../../providers/signInFailure';

/**
 * An administrator removes a user's second factors (issue 40: they lost their phone and recovery
 * codes). The server checks the permission, the institution and a recent second factor of the
 * administrator's own (the step-up dialog asks for it), ends the user's sign-ins and emails them.
 */
export const ResetSecondFactorButton = () => {
  const record = useRecordContext<{ uuid: string; fullName: string }>();
  const notify = useNotify();
  const failureText = useFailureText();
  const [isAsking, setAsking] = useState(false);
  const [isWorking, setWorking] = useState(false);
  const mayReset = getCurrentUser()?.permissions.includes('uaa.user.activate') ?? false;
  if (!record || !mayReset || record.uuid === getCurrentUser()?.uuid) return null;

  const reset = async () => {
    setWorking(true);
    try {
      await callFactorApi(factorPaths.reset, { userUuid: record.uuid });
      notify('zabuni.secondFactor.resetDone', { type: 'success' });
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setWorking(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button label="zabuni.secondFactor.reset" onClick={() => setAsking(true)}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={isAsking}
        loading={isWorking}
        title="zabuni.secondFactor.reset"
        content="zabuni.secondFactor.resetConfirm"
        translateOptions={{ name: record.fullName }}
        onConfirm={reset}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
