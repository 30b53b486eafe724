import { referenceListTexts } from '../reference-data/listTexts';

/** Countries: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Country |||| Countries', sw: 'Nchi |||| Nchi' },
  {
    en: { q: 'Search by name', isoCode: 'ISO code', phoneCode: 'Calling code' },
    sw: { q: 'Tafuta kwa jina', isoCode: 'Msimbo wa ISO', phoneCode: 'Msimbo wa simu' },
  },
);
