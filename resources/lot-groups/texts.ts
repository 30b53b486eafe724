import { referenceListTexts } from '../reference-data/listTexts';

/** Lot groups: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Lot group |||| Lot groups', sw: 'Kundi la loti |||| Makundi ya loti' },
  { en: {}, sw: {} },
);
