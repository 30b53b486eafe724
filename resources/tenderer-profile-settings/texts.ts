import { referenceListTexts } from '../reference-data/listTexts';

/** Tenderer profile settings: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Tenderer profile setting |||| Tenderer profile settings',
    sw: 'Mpangilio wa wasifu wa mzabuni |||| Mipangilio ya wasifu wa mzabuni',
  },
  {
    en: { q: 'Search by name', code: 'Code', isRequired: 'Required' },
    sw: { q: 'Tafuta kwa jina', code: 'Msimbo', isRequired: 'Inahitajika' },
  },
);
