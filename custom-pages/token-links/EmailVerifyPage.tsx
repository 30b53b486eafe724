import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { onboardingApi } from '../onboarding/onboardingApi';
import { TokenLinkResult } from './TokenLinkResult';
import { useOnce } from './useOnce';

/** verify/email/{token}: 'Email Verified', or 'Something went wrong' with the server's message. */
export const EmailVerifyPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { data, error, isPending } = useOnce(['verify-email', token], () =>
    onboardingApi.verifyTendererAddress(token),
  );
  return (
    <TokenLinkResult
      isLoading={isPending}
      isSuccess={!!data?.status}
      heading={translate(
        data?.status ? 'zabuni.tokenLinks.emailVerified' : 'zabuni.tokenLinks.somethingWrong',
      )}
      message={data?.message ?? translate(error?.message ?? 'zabuni.tokenLinks.somethingWrong')}
    />
  );
};
