import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { onboardingApi } from '../../providers/onboardingApi';
import { TokenLinkResult } from './TokenLinkResult';
import { useOnce } from './useOnce';

/**
 * accept-work/{token}: the thank-you for letting a company ({name}) use the person's CV as key
 * personnel, with the names from the request. reject-work/{token}: the heading 'Request Accepted'
 * (as the spec has it) with the server's message.
 */
export const WorkRequestPage = ({ decision }: { decision: 'accept' | 'reject' }) => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const call =
    decision === 'accept' ? onboardingApi.acceptMessageToken : onboardingApi.rejectMessageToken;
  const { data, error, isPending } = useOnce(['work', decision, token], () => call(token));
  const failure = data?.message ?? translate(error?.message ?? 'zabuni.tokenLinks.somethingWrong');
  if (decision === 'accept' && data?.status && data.data) {
    return (
      <TokenLinkResult
        isLoading={false}
        isSuccess
        heading={translate('zabuni.tokenLinks.thankYou')}
        message={translate('zabuni.tokenLinks.workAccepted', {
          name: data.data.personName,
          company: data.data.organisationName,
        })}
      />
    );
  }
  return (
    <TokenLinkResult
      isLoading={isPending}
      isSuccess={!!data?.status}
      heading={translate(
        // reject-work: "heading 'Request Accepted' with the server message", whatever the answer.
        decision === 'reject' || data?.status
          ? 'zabuni.tokenLinks.requestAccepted'
          : 'zabuni.tokenLinks.somethingWrong',
      )}
      message={failure}
    />
  );
};
