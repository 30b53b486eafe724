import type { DataProvider } from 'react-admin';
import type { RecordChange } from '../liveChanges';
import { departmentMethods } from './departmentMethods';
import { financialYearMethods } from './financialYearMethods';
import { historyMethods } from './historyMethods';
import { homeMethods } from './homeMethods';
import { identityMethods } from './identityMethods';
import { institutionMethods } from './institutionMethods';
import { liveMethods } from './liveMethods';
import { organisationMethods } from './organisationMethods';
import { planMethods } from './planMethods';
import { preferenceMethods } from './preferenceMethods';
import { searchMethods } from './searchMethods';
import { settingsMethods } from './settingsMethods';
import { signingMethods } from './signingMethods';
import { stageTimeMethods } from './stageTimeMethods';
import { tenderMethods } from './tenderMethods';
import { tendererProfileMethods } from './tendererProfileMethods';
import { tokenLinkMethods } from './tokenLinkMethods';
import { treeMethods } from './treeMethods';
import { unspscMethods } from './unspscMethods';
import type { CustomMethod } from './types';

/**
 * The data provider's methods beside react-admin's verbs (dataProvider.getMyTasksSummary() and the
 * like), one file per domain; the operation table (buildQuery.ts) holds the verbs.
 */
export const customMethods = {
  ...departmentMethods,
  ...financialYearMethods,
  ...historyMethods,
  ...homeMethods,
  ...identityMethods,
  ...institutionMethods,
  ...liveMethods,
  ...organisationMethods,
  ...planMethods,
  ...preferenceMethods,
  ...searchMethods,
  ...settingsMethods,
  ...signingMethods,
  ...stageTimeMethods,
  ...tenderMethods,
  ...tendererProfileMethods,
  ...tokenLinkMethods,
  ...treeMethods,
  ...unspscMethods,
};

type Methods = typeof customMethods;

/** Each entry as the method callers see: its params in, its parsed result out. */
export type CustomMethods = {
  [Name in keyof Methods]: Methods[Name] extends CustomMethod<infer Params, infer Result>
    ? (params: Params) => Promise<Result>
    : never;
};

/** What useDataProvider<ZabuniDataProvider>() gives: react-admin's verbs and the custom methods. */
export type ZabuniDataProvider = DataProvider &
  CustomMethods & {
    /**
     * Live lists (providers/liveChanges.ts): calls `listener` with each change of a table (as history
     * names it: charge_types) the user may read; answers how to stop.
     */
    watchRecordChanges(
      resource: string,
      listener: (change: RecordChange) => void,
    ): Promise<() => void>;
  };
