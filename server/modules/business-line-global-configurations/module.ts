import { z } from 'zod';
import { defineReferenceEntity, namedListSpec } from '../../reference-kit/store';
import { uaaReferenceApi, uaaSaveInput } from '../../reference-kit/uaaLists';
import { field, keptText, recordFields, text } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { businessLineGlobalConfigurations } from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * A platform-wide business-line rule as a named value (MAX_BUSINESS_LINES_PER_TENDERER): a
 * reference list of the uaa service, declared once with the reference kit.
 */

const globalConfigurationFields = recordFields({
  name: field(
    z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,99}$/, 'Upper-case letters, digits and _ (MAX_BUSINESS_LINES)'),
    'String!',
  ),
  value: text(200),
  description: keptText(500),
});

const businessLineGlobalConfigurationEntity = defineReferenceEntity({
  table: businessLineGlobalConfigurations,
  label: 'Business line global configuration',
  listSpec: namedListSpec(
    businessLineGlobalConfigurations,
    listFields.BusinessLineGlobalConfiguration,
  ),
  inputSchema: uaaSaveInput(globalConfigurationFields),
});

const api = uaaReferenceApi({
  entity: businessLineGlobalConfigurationEntity,
  typeName: 'BusinessLineGlobalConfiguration',
  doc: 'A platform-wide business-line rule as a named value (MAX_BUSINESS_LINES_PER_TENDERER).',
  ...globalConfigurationFields.sdl,
  list: ['getAllBusinessLineGlobalConfigurations', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const businessLineGlobalConfigurationsSwahili: SwahiliSeed = {
  // Named by a constant: only the description is said in Swahili.
  table: 'business_line_global_configurations',
  rows: [
    [
      'MAX_BUSINESS_LINES_PER_TENDERER',
      null,
      'Idadi ya juu ya fani za biashara ambazo mzabuni mmoja anaweza kuwa nazo',
    ],
    ['CERTIFICATE_VALIDITY_MONTHS', null, 'Muda ambao cheti cha usajili kinabaki halali'],
    [
      'BUSINESS_LICENSE_MIN_VALIDITY_DAYS',
      null,
      'Leseni ya biashara lazima ibaki halali angalau kwa muda huu fani inaposajiliwa',
    ],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: businessLineGlobalConfigurations,
    rows: [
      ['MAX_BUSINESS_LINES_PER_TENDERER', '10', 'How many business lines one tenderer may hold'],
      ['CERTIFICATE_VALIDITY_MONTHS', '12', 'How long a registration certificate is valid'],
      [
        'BUSINESS_LICENSE_MIN_VALIDITY_DAYS',
        '30',
        'A business licence must be valid at least this long when a line is registered',
      ],
    ].map(([name, value, description]) => ({ name, value, description, createdBy: 'system' })),
    swahili: businessLineGlobalConfigurationsSwahili,
  },
}) satisfies ServerModule;
