import { referenceListTexts } from '../reference-data/listTexts';

/** Unspsc codes: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'UNSPSC code |||| UNSPSC codes', sw: 'Msimbo wa UNSPSC |||| Misimbo ya UNSPSC' },
  {
    en: { code: 'Code', title: 'Title', level: 'Level', parentCode: 'Parent code' },
    sw: { code: 'Msimbo', title: 'Jina', level: 'Ngazi', parentCode: 'Msimbo wa juu' },
  },
);
