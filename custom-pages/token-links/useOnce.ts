import { useQuery } from '@tanstack/react-query';

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
