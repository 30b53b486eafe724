import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { onboardingApi } from '../../providers/onboardingApi';

/**
 * Runs a link's call once per page (the tokens are single-use): no retries, no refetch on focus or
 * remount, so StrictMode's double mount and a returning tab do not spend the token twice.
 */
export const useOnce = <T>(key: readonly unknown[], call: () => Promise<T>) =>
  useQuery({
    queryKey: ['once', ...key],
    queryFn: call,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });

/**
 * The answer to the person's accept-…/{token} or reject-…/{token} link (acceptMessageToken or
 * rejectMessageToken), asked once; `message` is the server's, else why the call failed.
 */
export function useMessageTokenDecision(link: string, decision: 'accept' | 'reject') {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const call =
    decision === 'accept' ? onboardingApi.acceptMessageToken : onboardingApi.rejectMessageToken;
  const { data, error, isPending } = useOnce([link, decision, token], () => call(token));
  const message = data?.message ?? translate(error?.message ?? 'zabuni.tokenLinks.somethingWrong');
  return { data, isPending, message };
}
