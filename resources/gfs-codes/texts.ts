import { referenceListTexts } from '../reference-data/listTexts';

/** Gfs codes: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'GFS code |||| GFS codes', sw: 'Msimbo wa GFS |||| Misimbo ya GFS' },
  { en: { code: 'Code', category: 'Category' }, sw: { code: 'Msimbo', category: 'Kundi' } },
);
