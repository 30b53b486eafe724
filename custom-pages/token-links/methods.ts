import type { BidChangeAction } from '../../contract/onboarding';
import { customMethod } from '../../providers/operations/types';

/** A tenderer's bid withdrawal or modification, approved or rejected by an e-mailed link (submission). */
const bidChange = (operation: string) =>
  customMethod<{ action: BidChangeAction; token: string }, { status: string }>({
    service: 'submission',
    document: `mutation ${operation}($action: String!, $token: String!) {
      ${operation}(action: $action, token: $token) { code message status data { status } }
    }`,
  });

export const tokenLinkMethods = {
  completeSubmissionWithdraw: bidChange('completeSubmissionWithdraw'),
  completeSubmissionModification: bidChange('completeSubmissionModification'),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    tokenLinks: typeof tokenLinkMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default tokenLinkMethods;
