import { referenceListTexts } from '../reference-data/listTexts';

/** Tenderer source of funds: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Tenderer source of funds |||| Tenderer sources of funds',
    sw: 'Chanzo cha fedha cha mzabuni |||| Vyanzo vya fedha vya wazabuni',
  },
  { en: { q: 'Search by name' }, sw: { q: 'Tafuta kwa jina' } },
);
