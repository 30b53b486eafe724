import { describe, expect, it } from 'vitest';
import en from '../../locales/en';
import sw from '../../locales/sw';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

const english = flatten(en as unknown as Tree);
const swahili = flatten(sw as unknown as Tree);
/** Names that are the same in both languages. */
const sameInBothLanguages = new Set([
  // The name of the spreadsheet program (issue 39).
  'zabuni.csvImport.excel',
  'zabuni.appName',
  'zabuni.language.en',
  'zabuni.language.sw',
]);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Swahili messages', () => {
  it('have exactly the keys of the English ones', () => {
    const missing = [...english.keys()].filter((key) => !swahili.has(key));
    const extra = [...swahili.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('keep every placeholder and plural form of the English text', () => {
    const broken = [...english].filter(([key, text]) => {
      const translated = swahili.get(key) ?? '';
      const samePlaceholders =
        JSON.stringify([...new Set(placeholders(translated))]) ===
        JSON.stringify([...new Set(placeholders(text))]);
      const samePlurals = text.includes('||||') === translated.includes('||||');
      return !samePlaceholders || !samePlurals;
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('are never empty and are really translated', () => {
    expect([...swahili].filter(([, text]) => text === '').map(([key]) => key)).toEqual([]);
    const untranslated = [...english].filter(
      ([key, text]) =>
        !sameInBothLanguages.has(key) &&
        /[a-z]{4}/i.test(text.replace(/%\{\w+\}/g, '')) &&
        swahili.get(key) === text,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
