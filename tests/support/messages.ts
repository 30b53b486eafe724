import adminEn from '../../locales/admin.en';
import adminSw from '../../locales/admin.sw';
import en from '../../locales/en';
import { mergeMessages } from '../../locales/mergeMessages';
import sw from '../../locales/sw';

/**
 * Every text of each language, the public pages' and the admin's together, as the admin shows them
 * once its texts have loaded (providers/i18nProvider.ts, decision 173).
 */
export const allEnglish = mergeMessages(en, { admin: adminEn });
export const allSwahili = mergeMessages(sw, { admin: adminSw });
