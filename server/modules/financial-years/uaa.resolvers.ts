import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { listFinancialYears } from './store';

/** The financial years as uaa serves them (a read for pickers). */
export const uaaFinancialYearResolvers = {
  Query: {
    getFinancialYears: signedInOperation(async (_args: unknown, { db }) =>
      successList(await listFinancialYears(db)),
    ),
  },
};
