import { useTranslate } from 'react-admin';
import { TOKEN_NOT_FOUND_MESSAGE } from '../../contract/onboarding';
import { ResponseCode } from '../../contract/responseCodes';
import { TokenLinkResult } from './TokenLinkResult';
import { useMessageTokenDecision } from './useOnce';

/**
 * accept-profile/{token} and reject-profile/{token}: 'Request Accepted' or 'Request Rejected' with
 * the server's message; a spent or unknown token says 'Your Already Accept this request.'. Only a
 * decision the server took is headed as one: a link that did nothing says it cannot be used.
 */
export const ProfileRequestPage = ({ decision }: { decision: 'accept' | 'reject' }) => {
  const translate = useTranslate();
  const { data, isPending, message: answer } = useMessageTokenDecision('profile', decision);
  const isSuccess = !!data?.status;
  const heading = translate(
    !isSuccess
      ? 'zabuni.tokenLinks.linkNotUsable'
      : decision === 'accept'
        ? 'zabuni.tokenLinks.requestAccepted'
        : 'zabuni.tokenLinks.requestRejected',
  );
  // By code (or the untranslated text): in Swahili the server's message is translated.
  const isSpentToken =
    data?.code === ResponseCode.TOKEN_INVALID || data?.message === TOKEN_NOT_FOUND_MESSAGE;
  const message = isSpentToken ? translate('zabuni.tokenLinks.alreadyAccepted') : answer;
  return (
    <TokenLinkResult
      isLoading={isPending}
      isSuccess={isSuccess}
      heading={heading}
      message={message}
    />
  );
};
