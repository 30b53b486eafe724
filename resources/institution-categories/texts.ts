import { referenceListTexts } from '../reference-data/listTexts';

/** Institution categories: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Institution category |||| Institution categories',
    sw: 'Kundi la taasisi |||| Makundi ya taasisi',
  },
  { en: { q: 'Search by name' }, sw: { q: 'Tafuta kwa jina' } },
);
