import type { DataProvider } from 'react-admin';
import type { RecordChange } from './liveChanges';
import type { liveMethods } from './operations/liveMethods';
import type { preferenceMethods } from './operations/preferenceMethods';
import type { CustomMethod } from './operations/types';

/**
 * The custom methods' tables by domain, as the callers' types see them. Each domain's methods.ts
 * adds its own by declaration merging, beside the table it default-exports for the composition root
 * (src/composition/customMethods.ts), so no list here names the domains:
 *
 *     declare module '../../providers/zabuniDataProvider' {
 *       interface CustomMethodDomains { financialYears: typeof financialYearMethods }
 *     }
 *
 * Live lists' and preferences' methods are the machinery's own (liveChanges.ts asks for the
 * watchable tables; preferenceStore.ts is react-admin's store).
 */
export interface CustomMethodDomains {
  live: typeof liveMethods;
  preferences: typeof preferenceMethods;
}

type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Both,
) => void
  ? Both
  : never;

type Methods = Intersection<CustomMethodDomains[keyof CustomMethodDomains]>;

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
