import { referenceListTexts } from '../reference-data/listTexts';

/** Business lines: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Business line |||| Business lines', sw: 'Fani ya biashara |||| Fani za biashara' },
  {
    en: {
      q: 'Search by name',
      code: 'Code',
      tenderCategoryUuid: 'Tender category',
      tenderCategoryName: 'Tender category',
    },
    sw: {
      q: 'Tafuta kwa jina',
      code: 'Msimbo',
      tenderCategoryUuid: 'Kundi la zabuni',
      tenderCategoryName: 'Kundi la zabuni',
    },
  },
);
