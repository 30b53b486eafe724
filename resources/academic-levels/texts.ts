import { referenceListTexts } from '../reference-data/listTexts';

/** Academic levels: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Academic level |||| Academic levels', sw: 'Kiwango cha elimu |||| Viwango vya elimu' },
  { en: { q: 'Search by name', rank: 'Order' }, sw: { q: 'Tafuta kwa jina', rank: 'Mpangilio' } },
);
