import { referenceListTexts } from '../reference-data/listTexts';

/** Statutory boards: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Statutory board |||| Statutory boards', sw: 'Bodi ya kisheria |||| Bodi za kisheria' },
  {
    en: { q: 'Search by name', acronym: 'Acronym' },
    sw: { q: 'Tafuta kwa jina', acronym: 'Kifupisho' },
  },
);
