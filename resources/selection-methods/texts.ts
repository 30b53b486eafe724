import { referenceListTexts } from '../reference-data/listTexts';

/** Selection methods: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Selection method |||| Selection methods', sw: 'Njia ya uteuzi |||| Njia za uteuzi' },
  { en: { code: 'Code' }, sw: { code: 'Msimbo' } },
);
