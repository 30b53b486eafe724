import { z } from 'zod';
import { bidSecurityTypes } from '../../db/schema/procurementReference';
import { referenceApi } from '../../reference-kit/api';
import { operationsNamedAfter } from '../../reference-kit/sdl';
import { field, keptText, recordFields } from '../../reference-kit/fields';
import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { listFields } from '../../../contract/listFields';

/**
 * The forms of bid security a tender may ask for (bank guarantee, insurance bond, bid-securing
 * declaration): a reference list of the app service, declared once with the reference kit.
 */
const bidSecurityTypeFields = recordFields({
  name: field(z.string().trim().min(2, 'At least 2 characters').max(150), 'String!'),
  isDeclaration: field(z.boolean().optional(), 'Boolean!', {
    inputType: 'Boolean',
    doc: "The tenderer's own undertaking (a bid-securing declaration), not a security a bank or insurer issues.",
  }),
  description: keptText(500),
});

const bidSecurityTypeEntity = defineReferenceEntity({
  table: bidSecurityTypes,
  label: 'Bid security type',
  listSpec: namedListSpec(bidSecurityTypes, listFields.BidSecurityType),
  inputSchema: bidSecurityTypeFields.saveInput,
});

const api = referenceApi({
  entity: bidSecurityTypeEntity,
  typeName: 'BidSecurityType',
  doc: 'A form of bid security a tender may ask for.',
  ...bidSecurityTypeFields.sdl,
  operations: {
    list: ['getBidSecurityTypes', 'appPage'],
    ...operationsNamedAfter('BidSecurityType'),
  },
  docs: { getBidSecurityTypes: 'Bid security types in the app envelope (filter: name LIKE).' },
  permissions: {
    read: 'signedIn',
    write: 'app.referenceData.write',
    delete: 'app.referenceData.delete',
  },
});

/** The usual forms, seeded once; administrators may add others. */
const seedRows = [
  { name: 'Bank guarantee', isDeclaration: false },
  { name: 'Insurance bond', isDeclaration: false },
  { name: 'Bid-securing declaration', isDeclaration: true },
];

/** The usual forms in Kiswahili (fillSwahili). */
export const bidSecurityTypesSwahili: SwahiliSeed = {
  table: 'bid_security_types',
  rows: [
    ['Bank guarantee', 'Dhamana ya benki'],
    ['Insurance bond', 'Dhamana ya bima'],
    ['Bid-securing declaration', 'Tamko la kulinda zabuni'],
  ],
};

export default referenceListModule({
  service: 'app',
  api,
  seed: {
    table: bidSecurityTypes,
    when: 'newKeys',
    rows: seedRows.map((row) => ({ ...row, createdBy: 'system' })),
    swahili: bidSecurityTypesSwahili,
  },
}) satisfies ServerModule;
