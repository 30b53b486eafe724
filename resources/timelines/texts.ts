import { referenceListTexts } from '../reference-data/listTexts';

/** Timelines: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Timeline |||| Timelines', sw: 'Muda wa hatua |||| Muda wa hatua' },
  { en: { code: 'Code', days: 'Days' }, sw: { code: 'Msimbo', days: 'Siku' } },
);
