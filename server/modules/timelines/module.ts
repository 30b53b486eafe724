import { defineReferenceEntity } from '../../reference-kit/store';
import { appReferenceApi, codedListSpec } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { timelines } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { code, recordFields, text, whole } from '../../reference-kit/fields';

/**
 * The named periods of the procurement timeline and their lengths in days: a reference list of the
 * app service, declared once with the reference kit.
 */

const timelineFields = recordFields({
  name: text(150),
  code: code(40),
  days: whole(0, 3650),
  description: text(500, { optional: true }),
});

const timelineList = defineReferenceEntity({
  table: timelines,
  label: 'Timeline',
  duplicateText: 'same code',
  listSpec: codedListSpec(timelines, listFields.Timeline),
  inputSchema: timelineFields.saveInput,
});

const api = appReferenceApi({
  entity: timelineList,
  typeName: 'Timeline',
  doc: 'A named period of the procurement timeline and its length in days.',
  ...timelineFields.sdl,
  list: ['getTimelines', 'all'],
  docs: {
    getTimelines: 'Every live timeline by name, or one page given pageParam.',
  },
});

const timelineRows: [code: string, name: string, days: number, description: string][] = [
  ['TENDER_VALIDITY', 'Tender validity period', 120, 'From the deadline for submission'],
  ['SECURITY_VALIDITY', 'Tender security validity', 148, 'Tender validity plus 28 days'],
  ['STANDSTILL', 'Notice of intention to award', 14, 'Before the contract may be awarded'],
  ['PERFORMANCE_SECURITY', 'Performance security', 28, 'After the notification of award'],
  ['CONTRACT_SIGNING', 'Contract signing', 28, 'After the notification of award'],
];

/** The seeded rows in Kiswahili (fillSwahili). */
export const timelinesSwahili: SwahiliSeed = {
  table: 'timelines',
  key: 'code',
  rows: [
    ['TENDER_VALIDITY', 'Muda wa uhalali wa zabuni', 'Kuanzia tarehe ya mwisho ya kuwasilisha'],
    [
      'SECURITY_VALIDITY',
      'Muda wa uhalali wa dhamana ya zabuni',
      'Muda wa uhalali wa zabuni pamoja na siku 28',
    ],
    ['STANDSTILL', 'Notisi ya kusudio la kutoa tuzo', 'Kabla mkataba haujatolewa'],
    ['PERFORMANCE_SECURITY', 'Dhamana ya utekelezaji', 'Baada ya taarifa ya kutolewa tuzo'],
    ['CONTRACT_SIGNING', 'Kusaini mkataba', 'Baada ya taarifa ya kutolewa tuzo'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: timelines,
    when: 'newKeys',
    rows: timelineRows.map(([code, name, days, description]) => ({
      code,
      name,
      days,
      description,
      createdBy: 'system',
    })),
    swahili: timelinesSwahili,
  },
}) satisfies ServerModule;
