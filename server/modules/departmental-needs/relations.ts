import { gfsCodes, unitsOfMeasure } from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import type { RelationSpec } from '../../reference-kit/relations';

/** A need's procurement category as the app service answers it (ProcurementCategory). */
export const categoryRelation: RelationSpec = {
  key: 'procurementCategoryId',
  as: 'procurementCategory',
  table: tenderCategories,
  fields: {
    uuid: tenderCategories.uuid,
    code: tenderCategories.code,
    name: tenderCategories.name,
    nameSw: tenderCategories.nameSw,
  },
};

/** A need's unit of measure and GFS code, as its specification names them. */
export const specificationRelations: RelationSpec[] = [
  {
    key: 'unitOfMeasureId',
    as: 'unitOfMeasure',
    table: unitsOfMeasure,
    fields: { name: unitsOfMeasure.name, symbol: unitsOfMeasure.symbol },
  },
  {
    key: 'gfsCodeId',
    as: 'gfsCode',
    table: gfsCodes,
    fields: { uuid: gfsCodes.uuid, code: gfsCodes.code, description: gfsCodes.description },
  },
];
