import type { TranslationMessages } from 'react-admin';

type Messages = { [key: string]: string | Messages };

/**
 * One domain's texts in one language: a part of TranslationMessages, app texts under `zabuni` and
 * each resource's name and field labels under `resources.<name>`. A file of locales/domains/ exports
 * one for `en` and one for `sw`, of the same keys.
 */
export interface LocaleFragment {
  zabuni?: Messages;
  resources?: Messages;
}

export interface DomainLocale {
  en: LocaleFragment;
  sw: LocaleFragment;
}

/** Every file of locales/domains/, collected like the resource folders (no list to keep). */
export const domainLocales: DomainLocale[] = Object.values(
  import.meta.glob<DomainLocale>('./domains/*.ts', { eager: true }),
);

const isTree = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeTrees(base: Messages, addition: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(addition)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeTrees(existing, value) : value;
  }
  return merged;
}

/** A language's messages: its base with each domain's fragment merged in, key by key. */
export const mergeMessages = (
  base: TranslationMessages,
  fragments: LocaleFragment[],
): TranslationMessages =>
  fragments.reduce<Messages>(
    (merged, fragment) => mergeTrees(merged, fragment as Messages),
    base as unknown as Messages,
  ) as unknown as TranslationMessages;
