import { referenceListTexts } from '../reference-data/listTexts';

/** Professional qualifications: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Professional qualification |||| Professional qualifications',
    sw: 'Sifa ya kitaaluma |||| Sifa za kitaaluma',
  },
  {
    en: { q: 'Search by name', acronym: 'Acronym', awardingBody: 'Awarded by' },
    sw: { q: 'Tafuta kwa jina', acronym: 'Kifupisho', awardingBody: 'Hutolewa na' },
  },
);
