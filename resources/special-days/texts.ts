import { referenceListTexts } from '../reference-data/listTexts';

/** Special days: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Special day |||| Special days', sw: 'Siku maalum |||| Siku maalum' },
  { en: { date: 'Date' }, sw: { date: 'Tarehe' } },
);
