import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'server/db/migrations'] },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Every list exports through the one escaping CSV exporter (resources/shared/List.tsx); icons are
  // imported one file each (#17: the barrel costs the build and, untreeshaken, the bundle).
  {
    files: ['resources/**/*.tsx', 'custom-pages/**/*.tsx', 'src/**/*.tsx'],
    ignores: ['resources/shared/List.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List', 'ExportButton', 'downloadCSV'],
              message:
                'Use List and ExportButton from resources/shared/List (the escaping exporter).',
            },
            {
              name: '@mui/icons-material',
              message: 'Import each icon from its own file: @mui/icons-material/<Name>.',
            },
          ],
        },
      ],
    },
  },
  // Sizes a newcomer can read at once (issue 41 item 4, decision 177): no source file over 350 lines
  // and no function over 80, blank lines and comments counted. Tests and benches are left out (a
  // describe block holds its cases); so are migrations (generated).
  {
    files: [
      '{src,providers,resources,custom-pages,locales,contract,server,scripts}/**/*.{ts,tsx,mjs}',
    ],
    rules: {
      'max-lines': ['error', { max: 350 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  // Tool configuration read by Node as CommonJS (dependency-cruiser).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
