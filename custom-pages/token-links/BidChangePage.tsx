import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BidChangeAction } from '../../contract/onboarding';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { ResponseCodeError } from '../../providers/responses';
import { TokenLinkResult } from './TokenLinkResult';
import { useOnce } from './useOnce';

const operations = {
  withdraw: 'completeSubmissionWithdraw',
  modification: 'completeSubmissionModification',
} as const;

/**
 * bid-withdraw/{approve|reject}/{token} and bid-modification/{approve|reject}/{token}: a spinner,
 * then the outcome, or 'Link has Expired' when the link is spent or unknown. A call that fails on
 * the way (no connection) also says 'Failed to ... Please try again'.
 */
export const BidChangePage = ({
  kind,
  action,
}: {
  kind: keyof typeof operations;
  action: BidChangeAction;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const { token = '' } = useParams();
  const operation = operations[kind];
  const { data, error, isPending } = useOnce([operation, action, token], () =>
    dataProvider[operation]({ action, token }),
  );
  const isExpired = error instanceof ResponseCodeError;
  useEffect(() => {
    if (error && !isExpired) {
      notify(
        kind === 'withdraw'
          ? 'zabuni.tokenLinks.withdrawFailed'
          : 'zabuni.tokenLinks.modificationFailed',
        {
          type: 'error',
        },
      );
    }
  }, [error, isExpired, kind, notify]);

  const outcome = `zabuni.tokenLinks.${kind}.${data?.status === 'APPROVED' ? 'approved' : 'rejected'}`;
  return (
    <TokenLinkResult
      isLoading={isPending}
      isSuccess={!!data}
      heading={translate(data ? `${outcome}Title` : 'zabuni.tokenLinks.linkExpired')}
      message={translate(data ? outcome : 'zabuni.tokenLinks.linkExpiredBody')}
    />
  );
};
