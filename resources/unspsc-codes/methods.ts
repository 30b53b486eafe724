import { envelopeDocument, select } from '../../providers/operations/documents';
import { customMethod } from '../../providers/operations/types';

/** A UNSPSC code as pickers offer it: segment, family, class or commodity (level) under its parent. */
export interface UnspscChoice {
  uuid: string;
  code: string;
  title: string;
  level: string;
  parentCode: string | null;
  active: boolean;
}

export const unspscMethods = {
  /** The whole UNSPSC list, all four levels (getAllUNSPSCCommodityCodes without a page). */
  getAllUNSPSCCommodityCodes: customMethod<void, UnspscChoice[]>({
    service: 'app',
    document: envelopeDocument(
      'query',
      'getAllUNSPSCCommodityCodes',
      { deleted: 'Boolean' },
      select.list('uuid code title level parentCode active'),
    ),
    variables: () => ({ deleted: false }),
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    unspsc: typeof unspscMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default unspscMethods;
