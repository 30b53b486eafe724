import { referenceListTexts } from '../reference-data/listTexts';

/** Schedules of requirements: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Schedule of requirements |||| Schedules of requirements',
    sw: 'Jedwali la mahitaji |||| Majedwali ya mahitaji',
  },
  {
    en: {
      procurementCategoryUuid: 'Procurement category',
      'procurementCategory.name': 'Procurement category',
    },
    sw: {
      procurementCategoryUuid: 'Aina ya ununuzi',
      'procurementCategory.name': 'Aina ya ununuzi',
    },
  },
);
