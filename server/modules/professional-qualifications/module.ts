import { namedUaaList } from '../../reference-kit/uaaLists';
import { keptText } from '../../reference-kit/fields';
import type { SwahiliSeed } from '../../reference-kit/swahiliSeed';
import { referenceListModule } from '../../reference-kit/listModule';
import type { ServerModule } from '../../serviceModules';
import { professionalQualifications } from '../../db/schema/referenceData';

/**
 * A professional qualification of personnel and who awards it: a reference list of the uaa service,
 * declared once with the reference kit.
 */

const api = namedUaaList({
  table: professionalQualifications,
  label: 'Professional qualification',
  own: {
    acronym: keptText(30),
    awardingBody: keptText(200),
  },
  typeName: 'ProfessionalQualification',
  doc: 'A professional qualification of personnel and who awards it.',
  list: ['getAllProfessionalQualifications', 'all'],
});

/** The seeded rows in Kiswahili (fillSwahili). */
export const professionalQualificationsSwahili: SwahiliSeed = {
  table: 'professional_qualifications',
  rows: [
    ['Certified Public Accountant', 'Mhasibu wa Umma Aliyethibitishwa'],
    [
      'Certified Procurement and Supplies Professional',
      'Mtaalamu wa Ununuzi na Ugavi Aliyethibitishwa',
    ],
    ['Professional Engineer', 'Mhandisi Mtaalamu'],
    ['Registered Architect', 'Mbunifu Majengo Aliyesajiliwa'],
    ['Registered Quantity Surveyor', 'Mkadiriaji Majenzi Aliyesajiliwa'],
    ['Advocate of the High Court', 'Wakili wa Mahakama Kuu'],
    ['Registered Pharmacist', 'Mfamasia Aliyesajiliwa'],
    ['Certified Information Systems Auditor', 'Mkaguzi wa Mifumo ya Habari Aliyethibitishwa'],
    ['Project Management Professional', 'Mtaalamu wa Usimamizi wa Miradi'],
  ],
};

export default referenceListModule({
  service: 'uaa',
  api,
  seed: {
    table: professionalQualifications,
    rows: [
      ['Certified Public Accountant', 'CPA(T)', 'NBAA'],
      ['Certified Procurement and Supplies Professional', 'CPSP(T)', 'PSPTB'],
      ['Professional Engineer', 'PEng', 'ERB'],
      ['Registered Architect', 'Arch', 'AQRB'],
      ['Registered Quantity Surveyor', 'QS', 'AQRB'],
      ['Advocate of the High Court', 'Adv', 'High Court of Tanzania'],
      ['Registered Pharmacist', 'RPh', 'Pharmacy Council'],
      ['Certified Information Systems Auditor', 'CISA', 'ISACA'],
      ['Project Management Professional', 'PMP', 'Project Management Institute'],
    ].map(([name, acronym, awardingBody]) => ({
      name,
      acronym,
      awardingBody,
      createdBy: 'system',
    })),
    swahili: professionalQualificationsSwahili,
  },
}) satisfies ServerModule;
