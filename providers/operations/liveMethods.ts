import { envelopeDocument } from './documents';
import { customMethod } from './types';

const presence = (operation: string) =>
  customMethod<{ resource: string; uuid: string }, string[]>({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      operation,
      { resource: 'String!', uuid: 'String!' },
      'dataList',
    ),
  });

/**
 * Edit-form presence (issue 23 item 2, decision 108): the form holds its record while open and
 * releases it on leaving; both answer the names of the others who have it open.
 */
export const liveMethods = {
  /** The tables whose changes the user may watch: no stream is asked for of another. */
  getWatchableTables: customMethod<void, string[]>({
    service: 'uaa',
    document: envelopeDocument('query', 'getWatchableTables', {}, 'dataList'),
  }),
  holdRecord: presence('holdRecord'),
  releaseRecord: presence('releaseRecord'),
};
