import { referenceListTexts } from '../reference-data/listTexts';

/** Contract types: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Contract type |||| Contract types', sw: 'Aina ya mkataba |||| Aina za mikataba' },
  {
    en: {
      code: 'Code',
      procurementCategoryUuid: 'Procurement category',
      'procurementCategory.name': 'Procurement category',
    },
    sw: {
      code: 'Msimbo',
      procurementCategoryUuid: 'Aina ya ununuzi',
      'procurementCategory.name': 'Aina ya ununuzi',
    },
  },
);
