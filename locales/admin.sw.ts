import {
  mergeFragments,
  resourceFragments,
  type LocaleFragment,
  type ResourceTexts,
} from './mergeMessages';

/**
 * The admin's Kiswahili: every domains/<domain>/sw.ts and the sw of every resources/<name>/texts.ts
 * (no list to keep), one chunk that the admin awaits before it renders (providers/i18nProvider.ts);
 * the public pages never download it.
 */
const adminSw = mergeFragments({
  ...import.meta.glob<LocaleFragment>('./domains/*/sw.ts', { eager: true, import: 'default' }),
  ...resourceFragments(
    import.meta.glob<ResourceTexts>('../resources/*/texts.ts', { eager: true, import: 'default' }),
    'sw',
  ),
});

export default adminSw;
