import { referenceListTexts } from '../reference-data/listTexts';

/** Statutory offers: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  { en: 'Statutory offer |||| Statutory offers', sw: 'Hati ya kisheria |||| Hati za kisheria' },
  {
    en: { q: 'Search by name', issuingAuthority: 'Issued by' },
    sw: { q: 'Tafuta kwa jina', issuingAuthority: 'Hutolewa na' },
  },
);
