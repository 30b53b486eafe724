import type { Db } from '../../db/client';
import { globalSettings } from '../../db/schema/system';
import { fillSwahili, type SwahiliSeed } from '../../reference-kit/swahiliSeed';

/** The settings' descriptions in Kiswahili (their keys and values are constants). */
export const globalSettingsSwahili: SwahiliSeed = {
  table: 'global_settings',
  key: 'key',
  columns: ['description_sw'],
  audited: false,
  rows: [
    ['SYSTEM_STATUS', null, 'ACTIVE, MAINTENANCE au LOCKED'],
    [
      'SYSTEM_STATUS_DESCRIPTION',
      null,
      'Huonyeshwa wakati wa matengenezo au mfumo ukiwa umefungwa',
    ],
    [
      'ALLOW_MULTI_TAB',
      null,
      'false: kichupo cha pili cha kivinjari kilekile chenye mtumiaji aliyeingia hukataliwa',
    ],
    ['FEEDBACK_ENABLED', null, 'true: kitufe cha Toa Maoni huonyeshwa kwa watumiaji walioingia'],
  ],
};

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
  await fillSwahili(db, globalSettingsSwahili);
}
