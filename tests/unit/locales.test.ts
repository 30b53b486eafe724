import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import adminEn from '../../locales/admin.en';
import adminSw from '../../locales/admin.sw';
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

/** The two halves of each language (decision 173): in the entry, and loaded with the admin. */
const halves = {
  'public pages': [flatten(en as unknown as Tree), flatten(sw as unknown as Tree)],
  admin: [flatten(adminEn as Tree), flatten(adminSw as Tree)],
} as const;
/** Names that are the same in both languages. */
const sameInBothLanguages = new Set([
  // The name of the spreadsheet program (issue 39).
  'zabuni.csvImport.excel',
  'zabuni.appName',
  'zabuni.language.en',
  'zabuni.language.sw',
]);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(halves))('the Swahili messages of the %s', (_, [english, swahili]) => {
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

const root = path.resolve(import.meta.dirname, '../..');

/** A relative import's file, as the bundler finds it. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/**
 * The source files of the public pages: their modules (custom-pages/publicPages.ts, Sign In, the
 * app's public half) and what they import, static or lazy, short of the admin and of providers/ (the
 * data provider leads to every resource; the providers' own keys are errors listed below).
 */
function publicSources(): string[] {
  const pageList = path.join(root, 'custom-pages/publicPages.ts');
  const pages = [...fs.readFileSync(pageList, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)];
  const queue = [
    ...['src/main.tsx', 'custom-pages/login/LoginPage.tsx'].map((file) => path.join(root, file)),
    ...pages.map(([, specifier]) => resolveImport(pageList, specifier)!),
  ];
  const seen = new Set<string>();
  // The admin and its home (asked for beside it, drawn with the admin's texts) are not public.
  const outside = ['providers/', 'src/AdminApp.tsx', 'src/shell/homePage.ts'].map((part) =>
    path.join(root, part),
  );
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || outside.some((part) => file!.startsWith(part))) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const imports = source.matchAll(
      /(?:^|\n)(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'(\.[^']+)'|import\('(\.[^']+)'\)/g,
    );
    for (const [, specifier, lazy] of imports) {
      const imported = resolveImport(file, specifier ?? lazy);
      if (imported) queue.push(imported);
    }
  }
  return [...seen];
}

describe("the public pages' texts", () => {
  const [english, swahili] = halves['public pages'];
  const admin = halves.admin[0];

  it('hold every key the public pages show, without the admin', () => {
    const sources = publicSources();
    expect(sources.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining(['custom-pages/onboarding/RegisterPage.tsx', 'src/App.tsx']),
    );
    const keys = sources.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/['"`]((?:zabuni|resources)\.[\w.-]+)['"`]/g)].map(
        ([, key]) => key,
      ),
    );
    // The sign-in errors the providers raise as keys (providers/authApi.ts, responses.ts).
    keys.push('zabuni.login.notAllowed', 'zabuni.errors.network', 'zabuni.responseCodes.9008');
    expect([...new Set(keys)].filter((key) => !english.has(key) || !swahili.has(key))).toEqual([]);
  });

  it('are not repeated among the admin ones', () => {
    expect([...english.keys()].filter((key) => admin.has(key))).toEqual([]);
  });
});

describe("a resource's texts beside it (resources/<name>/texts.ts)", () => {
  it('are merged under resources.<name>, each language in its half', () => {
    const [english, swahili] = halves.admin;
    expect(english.get('resources.bid-security-types.name')).toBe(
      'Bid security type |||| Bid security types',
    );
    expect(swahili.get('resources.bid-security-types.fields.isDeclaration')).toBe(
      'Tamko la kulinda zabuni',
    );
    expect(english.get('resources.bid-security-types.fields.nameSw')).toBe('Name (Kiswahili)');
  });

  it('are where every reference list keeps its name and labels, none left in a domain file', () => {
    const resources = path.resolve(__dirname, '../../resources');
    const referenceLists = fs.readdirSync(resources).filter((name) =>
      ['index.ts', 'index.tsx'].some((file) => {
        const index = path.join(resources, name, file);
        return fs.existsSync(index) && /eferenceResource\(/.test(fs.readFileSync(index, 'utf8'));
      }),
    );
    expect(referenceLists.length).toBeGreaterThan(30);
    const withoutTexts = referenceLists.filter(
      (name) => !fs.existsSync(path.join(resources, name, 'texts.ts')),
    );
    expect(withoutTexts).toEqual([]);
    const domains = path.resolve(__dirname, '../../locales/domains');
    for (const domain of fs.readdirSync(domains)) {
      for (const language of ['en.ts', 'sw.ts']) {
        const file = path.join(domains, domain, language);
        if (!fs.existsSync(file)) continue;
        const text = fs.readFileSync(file, 'utf8');
        const leftHere = referenceLists.filter((name) =>
          new RegExp(`^\\s+'?${name}'?: \\{`, 'm').test(text),
        );
        expect(leftHere, `${domain}/${language}`).toEqual([]);
      }
    }
  });
});
