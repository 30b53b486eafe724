import { z } from 'zod';
import { namedListSpec } from '../../reference-kit/store';
import { namedUaaList } from '../../reference-kit/uaaLists';
import { field, keptText } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { businessLicenseAuthorities } from '../../db/schema/referenceData';
import { listFields } from '../../../contract/listFields';

/**
 * Who issues business licences: BRELA (CENTRAL) or a local government authority (LOCAL_GOVERNMENT):
 * a reference list of the uaa service, declared once with the reference kit.
 */

const api = namedUaaList({
  table: businessLicenseAuthorities,
  label: 'Business license authority',
  listSpec: {
    ...namedListSpec(businessLicenseAuthorities, listFields.BusinessLicenseAuthority),
    enumFields: ['authorityType'],
  },
  own: {
    acronym: keptText(20),
    authorityType: field(z.enum(['CENTRAL', 'LOCAL_GOVERNMENT']).optional(), 'String!', {
      inputType: 'String',
      inputDoc: 'CENTRAL (default) or LOCAL_GOVERNMENT.',
    }),
  },
  typeName: 'BusinessLicenseAuthority',
  doc: 'Who issues business licences: BRELA (CENTRAL) or a local government authority (LOCAL_GOVERNMENT).',
  list: ['allBusinessLicenseAuthorities', 'page'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const businessLicenseAuthoritiesSwahili: SwahiliSeed = {
  table: 'business_license_authorities',
  rows: [
    ['Business Registrations and Licensing Agency', 'Wakala wa Usajili wa Biashara na Leseni'],
    [
      'Zanzibar Business and Property Registration Agency',
      'Wakala wa Usajili wa Biashara na Mali Zanzibar',
    ],
    ['Tanzania Investment Centre', 'Kituo cha Uwekezaji Tanzania'],
    ...(
      [
        ['Dar es Salaam', 'City'],
        ['Kinondoni', 'Municipal'],
        ['Temeke', 'Municipal'],
        ['Ubungo', 'Municipal'],
        ['Kigamboni', 'Municipal'],
        ['Dodoma', 'City'],
        ['Arusha', 'City'],
        ['Mwanza', 'City'],
        ['Mbeya', 'City'],
        ['Tanga', 'City'],
        ['Morogoro', 'Municipal'],
        ['Moshi', 'Municipal'],
      ] as const
    ).map(([place, kind]): [string, string] => [
      `${place} ${kind} Council`,
      kind === 'City' ? `Halmashauri ya Jiji la ${place}` : `Halmashauri ya Manispaa ya ${place}`,
    ]),
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: businessLicenseAuthorities,
    rows: [
      ...[
        ['Business Registrations and Licensing Agency', 'BRELA'],
        ['Zanzibar Business and Property Registration Agency', 'BPRA'],
        ['Tanzania Investment Centre', 'TIC'],
      ].map(([name, acronym]) => ({
        name,
        acronym,
        authorityType: 'CENTRAL',
        createdBy: 'system',
      })),
      ...[
        'Dar es Salaam City Council',
        'Kinondoni Municipal Council',
        'Temeke Municipal Council',
        'Ubungo Municipal Council',
        'Kigamboni Municipal Council',
        'Dodoma City Council',
        'Arusha City Council',
        'Mwanza City Council',
        'Mbeya City Council',
        'Tanga City Council',
        'Morogoro Municipal Council',
        'Moshi Municipal Council',
      ].map((name) => ({ name, authorityType: 'LOCAL_GOVERNMENT', createdBy: 'system' })),
    ],
    swahili: businessLicenseAuthoritiesSwahili,
  },
}) satisfies ServerModule;
