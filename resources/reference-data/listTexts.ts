import { enReferenceFields } from '../../locales/domains/commonFields.en';
import { swReferenceFields } from '../../locales/domains/commonFields.sw';
import type { ResourceTexts } from '../../locales/mergeMessages';

type Labels = Record<string, string>;

/**
 * A reference list's texts (its resources/<name>/texts.ts): its name, singular |||| plural, in each
 * language, the labels every list has (commonFields, the search box) and `fields` of its own.
 */
export const referenceListTexts = (
  name: { en: string; sw: string },
  fields: { en: Labels; sw: Labels } = { en: {}, sw: {} },
): ResourceTexts => ({
  en: { name: name.en, fields: { ...enReferenceFields, q: 'Search', ...fields.en } },
  sw: { name: name.sw, fields: { ...swReferenceFields, q: 'Tafuta', ...fields.sw } },
});
