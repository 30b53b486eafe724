import { referenceListTexts } from '../reference-data/listTexts';

/** Bid security types' texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Bid security type |||| Bid security types',
    sw: 'Aina ya dhamana ya zabuni |||| Aina za dhamana ya zabuni',
  },
  {
    en: { isDeclaration: 'Bid-securing declaration' },
    sw: { isDeclaration: 'Tamko la kulinda zabuni' },
  },
);
