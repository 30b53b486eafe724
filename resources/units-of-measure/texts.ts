import { referenceListTexts } from '../reference-data/listTexts';

/** Units of measure: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Unit of measure |||| Units of measure', sw: 'Kipimo |||| Vipimo' },
  { en: { symbol: 'Symbol' }, sw: { symbol: 'Alama' } },
);
