import { referenceListTexts } from '../reference-data/listTexts';

/** Holidays: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Holiday |||| Holidays', sw: 'Sikukuu |||| Sikukuu' },
  { en: { date: 'Date', type: 'Type' }, sw: { date: 'Tarehe', type: 'Aina' } },
);
