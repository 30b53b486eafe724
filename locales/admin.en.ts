import { mergeFragments, type LocaleFragment } from './mergeMessages';

/**
 * The admin's English: every domains/<domain>/en.ts (no list to keep), one chunk that the admin
 * awaits before it renders (providers/i18nProvider.ts); the public pages never download it.
 */
const adminEn = mergeFragments(
  import.meta.glob<LocaleFragment>('./domains/*/en.ts', { eager: true, import: 'default' }),
);

export default adminEn;
