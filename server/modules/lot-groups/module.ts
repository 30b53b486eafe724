import { z } from 'zod';
import { defineReferenceEntity } from '../../reference-kit/store';
import { optionalText, requiredText } from '../../validation/inputs';
import { adminListSpec, appReferenceApi, saveBase } from '../../reference-kit/appLists';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { lotGroups } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';

/**
 * Lot groups (sor groups), how the lots of a tender are grouped for award: a reference list of the
 * app service, declared once with the reference kit.
 */

const lotGroupList = defineReferenceEntity({
  table: lotGroups,
  label: 'Lot group',
  listSpec: adminListSpec(lotGroups, {
    ...listFields.LotGroup,
    filterable: { name: 'contains' },
  }),
  inputSchema: z.object({
    ...saveBase,
    name: requiredText(150, 2),
    description: optionalText(500),
  }),
});

const api = appReferenceApi({
  entity: lotGroupList,
  typeName: 'LotGroup',
  doc: 'A lot group (sor group): how the lots of a tender are grouped for award.',
  fields: `
    name: String!
    description: String`,
  list: ['getLotGroups', 'appPage'],
  docs: {
    getLotGroups: 'Lot groups in the app envelope (filter: name LIKE; sort: name, createdAt).',
  },
});

export default referenceListModule({
  service: 'app',
  api,
}) satisfies ServerModule;
