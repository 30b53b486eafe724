import { z } from 'zod';
import { unspscLevels } from '../../../contract/procurementReference';
import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { unspscCodes } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { field, oneOf, recordFields, text } from '../../reference-kit/fields';

/**
 * UNSPSC codes on their four levels (segment, family, class, commodity): a reference list of the
 * app service, declared once with the reference kit.
 */

const unspscCodeFields = recordFields({
  code: field(z.string().regex(/^\d{8}$/, { error: 'A UNSPSC code is 8 digits' }), 'String!'),
  title: text(300),
  level: oneOf(unspscLevels, 'SEGMENT, FAMILY, CLASS or COMMODITY.'),
  parentCode: field(
    z
      .string()
      .regex(/^\d{8}$/)
      .nullish()
      .transform((value) => value || null),
    'String',
  ),
});

const unspscCodeList = defineReferenceEntity({
  table: unspscCodes,
  label: 'UNSPSC code',
  duplicateText: 'same code',
  maxListSize: 20000,
  listSpec: adminListSpec(unspscCodes, {
    ...listFields.UnspscCode,
    filterable: { code: 'contains', title: 'contains' },
    enumFields: ['level'],
  }),
  inputSchema: unspscCodeFields.saveInput,
});

const api = appReferenceApi({
  entity: unspscCodeList,
  typeName: 'UnspscCode',
  doc: 'A UNSPSC code on one of its four levels; parentCode is the code one level up.',
  ...unspscCodeFields.sdl,
  list: ['getAllUNSPSCCommodityCodes', 'all'],
  spelled: 'UNSPSCCode',
  docs: {
    getAllUNSPSCCommodityCodes:
      'Every live UNSPSC code (segments, families, classes and commodities) by code, or one page given pageParam.',
  },
});

/** A UNSPSC sample on all four levels: segment, family, class, commodity. */
const unspscRows: [code: string, title: string, level: string, parent: string | null][] = [
  ['43000000', 'Information Technology Broadcasting and Telecommunications', 'SEGMENT', null],
  ['43210000', 'Computer Equipment and Accessories', 'FAMILY', '43000000'],
  ['43211500', 'Computers', 'CLASS', '43210000'],
  ['43211503', 'Notebook computers', 'COMMODITY', '43211500'],
  ['43211507', 'Desktop computers', 'COMMODITY', '43211500'],
  ['43211509', 'Tablet computers', 'COMMODITY', '43211500'],
  ['43212100', 'Computer printers', 'CLASS', '43210000'],
  ['43212105', 'Laser printers', 'COMMODITY', '43212100'],
  ['44000000', 'Office Equipment and Accessories and Supplies', 'SEGMENT', null],
  ['44120000', 'Office supplies', 'FAMILY', '44000000'],
  ['44121600', 'Desk supplies', 'CLASS', '44120000'],
  ['44121615', 'Staplers', 'COMMODITY', '44121600'],
  ['14000000', 'Paper Materials and Products', 'SEGMENT', null],
  ['14110000', 'Paper products', 'FAMILY', '14000000'],
  ['14111500', 'Printing and writing paper', 'CLASS', '14110000'],
  ['14111507', 'Printer or copier paper', 'COMMODITY', '14111500'],
  ['42000000', 'Medical Equipment and Accessories and Supplies', 'SEGMENT', null],
  ['42130000', 'Medical fabrics and gloves and related products', 'FAMILY', '42000000'],
  ['42132200', 'Medical gloves and accessories', 'CLASS', '42130000'],
  ['42132203', 'Medical exam or non surgical procedure gloves', 'COMMODITY', '42132200'],
];

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: unspscCodes,
    when: 'newKeys',
    rows: unspscRows.map(([code, title, level, parentCode]) => ({
      code,
      title,
      level,
      parentCode,
      createdBy: 'system',
    })),
  },
}) satisfies ServerModule;
