import { referenceListTexts } from '../reference-data/listTexts';

/** Sources of funds: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Source of funds |||| Sources of funds', sw: 'Chanzo cha fedha |||| Vyanzo vya fedha' },
  { en: { code: 'Code' }, sw: { code: 'Msimbo' } },
);
