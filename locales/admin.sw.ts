import { mergeFragments, type LocaleFragment } from './mergeMessages';

/**
 * The admin's Kiswahili: every domains/<domain>/sw.ts (no list to keep), one chunk that the admin
 * awaits before it renders (providers/i18nProvider.ts); the public pages never download it.
 */
const adminSw = mergeFragments(
  import.meta.glob<LocaleFragment>('./domains/*/sw.ts', { eager: true, import: 'default' }),
);

export default adminSw;
