import { referenceListTexts } from '../reference-data/listTexts';

/** Institution activities: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Institution activity |||| Institution activities',
    sw: 'Shughuli ya taasisi |||| Shughuli za taasisi',
  },
  { en: { q: 'Search by name' }, sw: { q: 'Tafuta kwa jina' } },
);
