import { referenceListTexts } from '../reference-data/listTexts';

/** Procurement method selection reasons: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Method selection reason |||| Method selection reasons',
    sw: 'Sababu ya kuchagua njia |||| Sababu za kuchagua njia',
  },
  {
    en: {
      reason: 'Reason',
      procurementMethodUuid: 'Procurement method',
      'procurementMethod.name': 'Procurement method',
    },
    sw: {
      reason: 'Sababu',
      procurementMethodUuid: 'Njia ya ununuzi',
      'procurementMethod.name': 'Njia ya ununuzi',
    },
  },
);
