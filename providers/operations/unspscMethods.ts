import { envelopeDocument, select } from './documents';
import { customMethod } from './types';

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
