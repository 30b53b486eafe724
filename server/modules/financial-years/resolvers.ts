import { operation, signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import {
  createFinancialYear,
  currentFinancialYear,
  listFinancialYears,
  makeCurrent,
  switchCurrent,
  twoFinancialYears,
} from './store';

/** Financial years: the current one and creating the next. */
export const financialYearResolvers = {
  Query: {
    getCurrentFinancialYear: signedInOperation(async (_args: unknown, { db }) =>
      success(await currentFinancialYear(db)),
    ),
    getTwoFinancialYears: signedInOperation(async (_args: unknown, { db }) =>
      successList(await twoFinancialYears(db)),
    ),
    getFinancialYearsRest: signedInOperation(async (_args: unknown, { db }) =>
      successList(await listFinancialYears(db)),
    ),
  },
  Mutation: {
    createFinancialYear: operation(
      'app.financialYear.write',
      async (args: { financialYear: unknown }, { db, user }) =>
        success(
          await createFinancialYear(db, user, args.financialYear),
          'Financial year created successfully',
        ),
    ),
    createCurrentFinancialYear: operation(
      'app.financialYear.write',
      async (args: { financialYearUuid: string }, { db, user }) =>
        success(
          await makeCurrent(db, user, args.financialYearUuid),
          'Financial year updated successfully.',
        ),
    ),
    updateCurrentFinancialYear: operation(
      'app.financialYear.write',
      async (
        args: { newFinancialYearUuid: string; currentFinancialYearUuid: string },
        { db, user },
      ) =>
        success(
          await switchCurrent(db, user, args.newFinancialYearUuid, args.currentFinancialYearUuid),
          'Financial year updated successfully.',
        ),
    ),
  },
};
