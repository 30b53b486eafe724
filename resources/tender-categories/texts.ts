import { referenceListTexts } from '../reference-data/listTexts';

/** Tender categories: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Tender category |||| Tender categories', sw: 'Kundi la zabuni |||| Makundi ya zabuni' },
  { en: { q: 'Search by name', code: 'Code' }, sw: { q: 'Tafuta kwa jina', code: 'Msimbo' } },
);
