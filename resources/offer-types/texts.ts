import { referenceListTexts } from '../reference-data/listTexts';

/** Offer types: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Offer type |||| Offer types', sw: 'Aina ya ofa |||| Aina za ofa' },
  { en: { q: 'Search by name' }, sw: { q: 'Tafuta kwa jina' } },
);
