import {
  mergeFragments,
  resourceFragments,
  type LocaleFragment,
  type ResourceTexts,
} from './mergeMessages';

/**
 * The admin's English: every domains/<domain>/en.ts and the en of every resources/<name>/texts.ts
 * (no list to keep), one chunk that the admin awaits before it renders (providers/i18nProvider.ts);
 * the public pages never download it.
 */
const adminEn = mergeFragments({
  ...import.meta.glob<LocaleFragment>('./domains/*/en.ts', { eager: true, import: 'default' }),
  ...resourceFragments(
    import.meta.glob<ResourceTexts>('../resources/*/texts.ts', { eager: true, import: 'default' }),
    'en',
  ),
});

export default adminEn;
