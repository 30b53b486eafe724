import { signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import { listPreferences, savePreference } from './store';

/** The signed-in user's own list views: no permission beyond a session, only their own rows. */
export const userPreferenceResolvers = {
  Query: {
    getMyPreferences: signedInOperation(async (_args: unknown, { db, user }) =>
      successList(await listPreferences(db, user.uuid)),
    ),
  },
  Mutation: {
    saveMyPreference: signedInOperation(
      async (args: { key: string; value?: string | null }, { db, user }) =>
        success(await savePreference(db, user.uuid, args.key, args.value)),
    ),
  },
};
