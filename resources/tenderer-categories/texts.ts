import { referenceListTexts } from '../reference-data/listTexts';

/** Tenderer categories: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Tenderer category |||| Tenderer categories',
    sw: 'Kundi la mzabuni |||| Makundi ya wazabuni',
  },
  { en: { q: 'Search by name' }, sw: { q: 'Tafuta kwa jina' } },
);
