import { referenceListTexts } from '../reference-data/listTexts';

/** Specification settings: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Specification setting |||| Specification settings',
    sw: 'Mpangilio wa vipimo |||| Mipangilio ya vipimo',
  },
  {
    en: {
      unspscCode: 'UNSPSC code',
      fieldName: 'Field',
      fieldType: 'Field type',
      unitOfMeasureUuid: 'Unit of measure',
      'unitOfMeasure.name': 'Unit of measure',
      gfsCodeUuid: 'GFS code',
      isRequired: 'Required',
      status: 'Status',
    },
    sw: {
      unspscCode: 'Msimbo wa UNSPSC',
      fieldName: 'Sehemu',
      fieldType: 'Aina ya sehemu',
      unitOfMeasureUuid: 'Kipimo',
      'unitOfMeasure.name': 'Kipimo',
      gfsCodeUuid: 'Msimbo wa GFS',
      isRequired: 'Inahitajika',
      status: 'Hali',
    },
  },
);
