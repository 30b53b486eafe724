import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { specificationFieldTypes } from '../../../contract/procurementReference';
import { AppError } from '../../errors';
import { defineReferenceEntity } from '../../reference-kit/store';
import { idOfLiveUuid } from '../../reference-kit/relations';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { parentFields } from '../../graphql/parentFields';
import {
  gfsCodes,
  specificationSettings,
  unitsOfMeasure,
  unspscCodes,
} from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { field, oneOf, parentUuid, recordFields, shown, text } from '../../reference-kit/fields';

/**
 * The fields to fill in when specifying an item of a UNSPSC commodity: a reference list of the app
 * service, declared once with the reference kit.
 */

const specificationSettingFields = recordFields({
  unspscCode: field(z.string().regex(/^\d{8}$/, { error: 'A UNSPSC code is 8 digits' }), 'String!'),
  fieldName: text(150),
  fieldType: oneOf(specificationFieldTypes, 'TEXT, NUMBER, DATE, BOOLEAN or LIST.'),
  unitOfMeasure: shown('UnitOfMeasure'),
  gfsCode: shown('GfsCode'),
  isRequired: field(z.boolean().default(false), 'Boolean!', { inputType: 'Boolean' }),
  status: oneOf(['ACTIVE', 'INACTIVE'], 'ACTIVE or INACTIVE.', { fallback: 'ACTIVE' }),
  unitOfMeasureUuid: parentUuid(),
  gfsCodeUuid: parentUuid(),
});

const specificationSettingList = defineReferenceEntity({
  table: specificationSettings,
  label: 'Specification setting',
  listSpec: adminListSpec(specificationSettings, {
    ...listFields.SpecificationSetting,
    filterable: { fieldName: 'contains' },
    enumFields: ['fieldType', 'status'],
  }),
  inputSchema: specificationSettingFields.saveInput,
  toColumns: async ({ uuid: _uuid, unitOfMeasureUuid, gfsCodeUuid, ...columns }, db) => {
    const [commodity] = await db
      .select({ id: unspscCodes.id })
      .from(unspscCodes)
      .where(and(eq(unspscCodes.code, columns.unspscCode), eq(unspscCodes.deleted, false)));
    if (!commodity) throw new AppError(ResponseCode.INVALID_INPUT, 'Unknown UNSPSC code');
    return {
      ...columns,
      unitOfMeasureId: await idOfLiveUuid(
        db,
        unitsOfMeasure,
        unitOfMeasureUuid,
        'Unknown unit of measure',
      ),
      gfsCodeId: await idOfLiveUuid(db, gfsCodes, gfsCodeUuid, 'Unknown GFS code'),
    };
  },
});

const api = appReferenceApi({
  entity: specificationSettingList,
  typeName: 'SpecificationSetting',
  doc: 'A field to fill in when specifying an item of a UNSPSC commodity.',
  ...specificationSettingFields.sdl,
  list: ['getSpecificationSettings', 'appPage'],
  docs: {
    getSpecificationSettings:
      'Specification settings in the app envelope (filter: fieldName LIKE, unspscCode EQ, fieldType EQ, status EQ).',
  },
});

const specificationRows: [
  unspsc: string,
  field: string,
  type: string,
  unit: string | null,
  required: boolean,
][] = [
  ['43211503', 'Processor', 'TEXT', null, true],
  ['43211503', 'Memory (RAM)', 'NUMBER', 'Gigabyte', true],
  ['43211503', 'Storage', 'NUMBER', 'Gigabyte', true],
  ['43211503', 'Screen size', 'NUMBER', 'Inch', false],
  ['14111507', 'Paper size', 'LIST', null, true],
  ['14111507', 'Paper weight', 'NUMBER', 'Grams per square metre', true],
  ['42132203', 'Glove size', 'LIST', null, true],
  ['42132203', 'Powder free', 'BOOLEAN', null, false],
];

export default referenceListModule({
  service: 'app',
  api,
  resolvers: {
    SpecificationSetting: {
      ...parentFields('unitOfMeasure', unitsOfMeasure, 'unitOfMeasureId', ['uuid']),
      ...parentFields('gfsCode', gfsCodes, 'gfsCodeId', ['uuid']),
    },
  },
  seed: {
    after: ['units-of-measure', 'unspsc-codes'],
    table: specificationSettings,
    rows: async (db) => {
      const units = new Map(
        (
          await db.select({ id: unitsOfMeasure.id, name: unitsOfMeasure.name }).from(unitsOfMeasure)
        ).map((unit) => [unit.name, unit.id]),
      );
      return specificationRows.map(([unspscCode, fieldName, fieldType, unit, isRequired]) => ({
        unspscCode,
        fieldName,
        fieldType,
        unitOfMeasureId: unit ? (units.get(unit) ?? null) : null,
        isRequired,
        createdBy: 'system',
      }));
    },
  },
}) satisfies ServerModule;
