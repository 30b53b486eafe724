import { defineReferenceEntity } from '../../reference-kit/store';
import { adminListSpec, appReferenceApi } from '../../reference-kit/appLists';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { lotGroups } from '../../db/schema/procurementReference';
import { listFields } from '../../../contract/listFields';
import { recordFields, text } from '../../reference-kit/fields';

/**
 * Lot groups (sor groups), how the lots of a tender are grouped for award: a reference list of the
 * app service, declared once with the reference kit.
 */

const lotGroupFields = recordFields({
  name: text(150, { min: 2 }),
  description: text(500, { optional: true }),
});

const lotGroupList = defineReferenceEntity({
  table: lotGroups,
  label: 'Lot group',
  listSpec: adminListSpec(lotGroups, {
    ...listFields.LotGroup,
    filterable: { name: 'contains' },
  }),
  inputSchema: lotGroupFields.saveInput,
});

const api = appReferenceApi({
  entity: lotGroupList,
  typeName: 'LotGroup',
  doc: 'A lot group (sor group): how the lots of a tender are grouped for award.',
  ...lotGroupFields.sdl,
  list: ['getLotGroups', 'appPage'],
  docs: {
    getLotGroups: 'Lot groups in the app envelope (filter: name LIKE; sort: name, createdAt).',
  },
});

export default referenceListModule({
  service: 'app',
  api,
}) satisfies ServerModule;
