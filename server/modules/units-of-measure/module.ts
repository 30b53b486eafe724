import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import { appReferenceApi } from '../../reference-kit/appLists';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { unitsOfMeasure } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { code, recordFields, text } from '../../reference-kit/fields';

/**
 * The units items are counted or measured in: a reference list of the app service, declared once
 * with the reference kit.
 */

const unitOfMeasureFields = recordFields({
  name: text(100),
  symbol: code(20),
});

const unitOfMeasureList = defineReferenceEntity({
  table: unitsOfMeasure,
  label: 'Unit of measure',
  listSpec: namedListSpec(unitsOfMeasure, listFields.UnitOfMeasure),
  inputSchema: unitOfMeasureFields.saveInput,
});

const api = appReferenceApi({
  entity: unitOfMeasureList,
  typeName: 'UnitOfMeasure',
  doc: 'A unit items are counted or measured in.',
  ...unitOfMeasureFields.sdl,
  list: ['getUnitOfMeasures', 'all'],
  docs: {
    getUnitOfMeasures: 'Every live unit of measure by name, or one page given pageParam.',
  },
});

const unitRows: [name: string, symbol: string][] = [
  ['Each', 'ea'],
  ['Piece', 'pc'],
  ['Kilogram', 'kg'],
  ['Gram', 'g'],
  ['Tonne', 't'],
  ['Litre', 'L'],
  ['Millilitre', 'mL'],
  ['Metre', 'm'],
  ['Kilometre', 'km'],
  ['Square metre', 'm²'],
  ['Cubic metre', 'm³'],
  ['Box', 'box'],
  ['Carton', 'ctn'],
  ['Packet', 'pkt'],
  ['Ream', 'ream'],
  ['Dozen', 'doz'],
  ['Set', 'set'],
  ['Pair', 'pr'],
  ['Roll', 'roll'],
  ['Bag', 'bag'],
  ['Lot', 'lot'],
  ['Hour', 'h'],
  ['Day', 'd'],
  ['Month', 'mo'],
  ['Lump sum', 'LS'],
  ['Gigabyte', 'GB'],
  ['Inch', 'in'],
  ['Grams per square metre', 'gsm'],
];

/** The seeded rows in Kiswahili (fillSwahili). */
export const unitsOfMeasureSwahili: SwahiliSeed = {
  table: 'units_of_measure',
  columns: ['name_sw'],
  rows: [
    ['Each', 'Kila kimoja'],
    ['Piece', 'Kipande'],
    ['Kilogram', 'Kilogramu'],
    ['Gram', 'Gramu'],
    ['Tonne', 'Tani'],
    ['Litre', 'Lita'],
    ['Millilitre', 'Mililita'],
    ['Metre', 'Mita'],
    ['Kilometre', 'Kilomita'],
    ['Square metre', 'Mita ya mraba'],
    ['Cubic metre', 'Mita ya ujazo'],
    ['Box', 'Boksi'],
    ['Carton', 'Katoni'],
    ['Packet', 'Pakiti'],
    ['Ream', 'Rimu'],
    ['Dozen', 'Dazeni'],
    ['Set', 'Seti'],
    ['Pair', 'Jozi'],
    ['Roll', 'Roli'],
    ['Bag', 'Mfuko'],
    ['Lot', 'Loti'],
    ['Hour', 'Saa'],
    ['Day', 'Siku'],
    ['Month', 'Mwezi'],
    ['Lump sum', 'Jumla ya mkupuo'],
    ['Gigabyte', 'Gigabaiti'],
    ['Inch', 'Inchi'],
    ['Grams per square metre', 'Gramu kwa mita ya mraba'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: unitsOfMeasure,
    when: 'newKeys',
    rows: unitRows.map(([name, symbol]) => ({ name, symbol, createdBy: 'system' })),
    swahili: unitsOfMeasureSwahili,
  },
}) satisfies ServerModule;
