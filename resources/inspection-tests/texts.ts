import { referenceListTexts } from '../reference-data/listTexts';

/** Inspection tests: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Inspection test |||| Inspection tests', sw: 'Kipimo cha ukaguzi |||| Vipimo vya ukaguzi' },
  {
    en: { inspectionTestQuestion: 'Question', inputType: 'Answer type' },
    sw: { inspectionTestQuestion: 'Swali', inputType: 'Aina ya jibu' },
  },
);
