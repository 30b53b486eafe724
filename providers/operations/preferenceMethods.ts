import { envelopeDocument, select } from './documents';
import { customMethod } from './types';

/** One of the signed-in user's list views as the server keeps it (its value as JSON text). */
export interface StoredPreference {
  key: string;
  value: string;
}

/** The user's own list views (column choice, saved queries): server/modules/user-preferences. */
export const preferenceMethods = {
  getMyPreferences: customMethod<void, StoredPreference[]>({
    service: 'uaa',
    document: envelopeDocument('query', 'getMyPreferences', {}, select.list('key value')),
  }),
  /** A null value removes the preference. */
  saveMyPreference: customMethod<{ key: string; value: string | null }, unknown>({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'saveMyPreference',
      { key: 'String!', value: 'String' },
      select.record('key'),
    ),
  }),
};
