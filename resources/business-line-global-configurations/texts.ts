import { referenceListTexts } from '../reference-data/listTexts';

/** Business line global configurations: texts in both languages (collected by locales/admin.{en,sw}.ts). */
export default referenceListTexts(
  {
    en: 'Business line global setting |||| Business line global settings',
    sw: 'Mpangilio wa jumla wa fani |||| Mipangilio ya jumla ya fani',
  },
  { en: { q: 'Search by name', value: 'Value' }, sw: { q: 'Tafuta kwa jina', value: 'Thamani' } },
);
