import { useTranslate } from 'react-admin';
import { TokenLinkResult } from './TokenLinkResult';
import { useMessageTokenDecision } from './useOnce';

/**
 * accept-work/{token}: the thank-you for letting a company ({name}) use the person's CV as key
 * personnel, with the names from the request. reject-work/{token}: the heading 'Request Accepted'
 * (as the spec has it) with the server's message.
 */
export const WorkRequestPage = ({ decision }: { decision: 'accept' | 'reject' }) => {
  const translate = useTranslate();
  const { data, isPending, message: failure } = useMessageTokenDecision('work', decision);
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
