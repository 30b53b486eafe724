import { referenceListTexts } from '../reference-data/listTexts';

/** Equipment types: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Equipment type |||| Equipment types', sw: 'Aina ya kifaa |||| Aina za vifaa' },
  {
    en: { q: 'Search by name', category: 'Category' },
    sw: { q: 'Tafuta kwa jina', category: 'Kundi' },
  },
);
