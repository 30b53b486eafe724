import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import {
  createFinancialYear,
  currentFinancialYear,
  listFinancialYears,
  makeCurrent,
  switchCurrent,
  twoFinancialYears,
} from './store';
import { storeOperation } from '../../graphql/guards';

/** Financial years: the current one and creating the next. */
export const financialYearResolvers = {
  Query: {
    getCurrentFinancialYear: storeOperation('signedIn', (_args: unknown, { db }) =>
      currentFinancialYear(db),
    ),
    getTwoFinancialYears: signedInOperation(async (_args: unknown, { db }) =>
      successList(await twoFinancialYears(db)),
    ),
    getFinancialYearsRest: signedInOperation(async (_args: unknown, { db }) =>
      successList(await listFinancialYears(db)),
    ),
  },
  Mutation: {
    createFinancialYear: storeOperation(
      'app.financialYear.write',
      (args: { financialYear: unknown }, { db, user }) =>
        createFinancialYear(db, user, args.financialYear),
      'Financial year created successfully',
    ),
    createCurrentFinancialYear: storeOperation(
      'app.financialYear.write',
      (args: { financialYearUuid: string }, { db, user }) =>
        makeCurrent(db, user, args.financialYearUuid),
      'Financial year updated successfully.',
    ),
    updateCurrentFinancialYear: storeOperation(
      'app.financialYear.write',
      (args: { newFinancialYearUuid: string; currentFinancialYearUuid: string }, { db, user }) =>
        switchCurrent(db, user, args.newFinancialYearUuid, args.currentFinancialYearUuid),
      'Financial year updated successfully.',
    ),
  },
};
