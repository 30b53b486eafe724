import type { Db } from '../../db/client';
import { globalSettings } from '../../db/schema/system';

/** Default settings; a value an administrator changed is kept. */
export async function seedGlobalSettings(db: Db): Promise<void> {
  await db
    .insert(globalSettings)
    .values([
      { key: 'SYSTEM_STATUS', value: 'ACTIVE', description: 'ACTIVE, MAINTENANCE or LOCKED' },
      {
        key: 'SYSTEM_STATUS_DESCRIPTION',
        value: '',
        description: 'Shown while maintenance or locked',
      },
      {
        key: 'ALLOW_MULTI_TAB',
        value: 'true',
        description: 'false: a second signed-in tab of the same browser is refused',
      },
      {
        key: 'FEEDBACK_ENABLED',
        value: 'true',
        description: 'true: the Give Feedback button is shown to signed-in users',
      },
    ])
    .onConflictDoNothing();
}
