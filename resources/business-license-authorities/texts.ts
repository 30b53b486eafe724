import { referenceListTexts } from '../reference-data/listTexts';

/** Business license authorities: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Business license authority |||| Business license authorities',
    sw: 'Mamlaka ya leseni ya biashara |||| Mamlaka za leseni za biashara',
  },
  {
    en: { q: 'Search by name', acronym: 'Acronym', authorityType: 'Kind of authority' },
    sw: { q: 'Tafuta kwa jina', acronym: 'Kifupisho', authorityType: 'Aina ya mamlaka' },
  },
);
