import { referenceListTexts } from '../reference-data/listTexts';

/** Tender sub categories: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Tender sub-category |||| Tender sub-categories',
    sw: 'Kundi dogo la zabuni |||| Makundi madogo ya zabuni',
  },
  {
    en: {
      q: 'Search by name',
      tenderCategoryUuid: 'Tender category',
      tenderCategoryName: 'Tender category',
    },
    sw: {
      q: 'Tafuta kwa jina',
      tenderCategoryUuid: 'Kundi la zabuni',
      tenderCategoryName: 'Kundi la zabuni',
    },
  },
);
