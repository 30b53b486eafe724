import type { TranslationMessages } from 'react-admin';

export type Messages = { [key: string]: string | Messages };

/**
 * One domain's texts in one language: a part of TranslationMessages, app texts under `zabuni` and
 * each resource's name and field labels under `resources.<name>`. A domain's folder holds `en.ts` and
 * `sw.ts`, of the same keys, each exporting its fragment as default. The two languages live in
 * separate files so that the Swahili texts load with the Swahili chunk, not in every page's entry
 * (decision "Locale texts split by language"). What loads when is the folder's (decision 173):
 * public/<domain>/ is what the public pages show, in the entry (en.ts, sw.ts); domains/<domain>/ is
 * the admin's, loaded with the admin (admin.en.ts, admin.sw.ts).
 */
export interface LocaleFragment {
  zabuni?: Messages;
  resources?: Messages;
}

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

/**
 * A language's messages: its base with each domain's fragment merged in, key by key. `fragments` is
 * what the language's glob (Vite's) of its domain files answers (a fragment by file).
 */
export const mergeMessages = (
  base: TranslationMessages,
  fragments: Record<string, LocaleFragment>,
): TranslationMessages =>
  Object.values(fragments).reduce<Messages>(
    (merged, fragment) => mergeTrees(merged, fragment as Messages),
    base as unknown as Messages,
  ) as unknown as TranslationMessages;

/** Fragments merged into one, key by key (the admin's texts of a language). */
export const mergeFragments = (fragments: Record<string, LocaleFragment>): LocaleFragment =>
  Object.values(fragments).reduce<Messages>(
    (merged, fragment) => mergeTrees(merged, fragment as Messages),
    {},
  ) as LocaleFragment;

/**
 * One resource's texts kept beside it, `resources/<name>/texts.ts` (decision 179): its name and field
 * labels in both languages, merged under `resources.<name>` by admin.en.ts and admin.sw.ts, so a new
 * list edits no domain file. Both languages are in the one file: the Kiswahili of such a list loads
 * with the admin's English too, a few words, never with the public pages.
 */
export type ResourceTexts = Record<'en' | 'sw', { name: string } & Messages>;

/**
 * The fragments of one language from the resources' texts files (`files`: what a glob (Vite's)
 * of resources/<name>/texts.ts answers, a file's texts by its path).
 */
export const resourceFragments = (
  files: Record<string, ResourceTexts>,
  language: keyof ResourceTexts,
): Record<string, LocaleFragment> =>
  Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [
      file,
      { resources: { [file.split('/').at(-2) ?? file]: texts[language] } },
    ]),
  );
