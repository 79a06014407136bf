import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

const AREAS = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import patterns (gitignore style, matched against the import string) for one folder. */
const into = (folder) => [`**/${folder}`, `**/${folder}/**`];
const SHARED = ['lib', 'layout', 'i18n', 'theme', 'settings', 'auth', 'error-reporting'];
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/mocks/**'];

function restrict(files, groups, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: groups.map(({ group, message }) => ({ group, message })) },
      ],
    },
  };
}

const NO_MOCKS = {
  group: [...into('mocks'), ...into('testing')],
  message: 'Production code must not import mocks or test kits (they must never reach a build).',
};
const NO_APP = {
  group: into('app'),
  message: 'Only the start-up (src/app) composes the portal; pass what is needed down instead.',
};
const NO_FEATURES = {
  group: into('features'),
  message: 'Shared code must not depend on an area; move the shared piece down instead.',
};

function layerRules() {
  const shared = SHARED.map((folder) => `src/${folder}/**/*.{ts,tsx}`);
  return [
    // Shared folders: no areas, no start-up; mocks only in their tests.
    restrict(shared, [NO_FEATURES, NO_APP]),
    restrict(shared, [NO_FEATURES, NO_APP, NO_MOCKS], TEST_FILES),
    // Each area: no other area, no start-up; mocks only in its tests.
    ...AREAS.flatMap((area) => {
      const files = [`src/features/${area}/**/*.{ts,tsx}`];
      const others = {
        group: AREAS.filter((other) => other !== area).flatMap((other) => [
          ...into(`features/${other}`),
          `../${other}/**`,
          `../../${other}/**`,
          `../../../${other}/**`,
          // An area's routes module is its public face: its addresses' link builders.
          `!../${other}/routes`,
          `!../../${other}/routes`,
          `!../../../${other}/routes`,
        ]),
        message:
          'Areas import each other only for link builders (../<area>/routes); move shared code to src/lib or src/layout.',
      };
      return [
        restrict(files, [others, NO_APP]),
        restrict(files, [others, NO_APP, NO_MOCKS], TEST_FILES),
      ];
    }),
    // The start-up itself: mocks only in its tests.
    restrict(['src/app/**/*.{ts,tsx}'], [NO_MOCKS], TEST_FILES),
  ];
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One way to format: Intl formatters are slow to build and cheap to reuse (a grid page built
    // 150 number formats per render), so production code takes them from src/lib/format/intl.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/format/intl.ts', 'src/mocks/**', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Take the formatter from src/lib/format/intl.ts, which builds each one once.',
        },
      ],
    },
  },
  {
    // Component test files share one jsdom and module cache per worker: a module mocked in one
    // would stay mocked (or stay real) for the next. A file that mocks is `*.isolated.test.tsx`,
    // which runs in an environment of its own (vite.config.ts, the test projects).
    files: ['{src,tests}/**/*.test.tsx'],
    ignores: ['**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message:
            'This file shares its jsdom and module cache: name it *.isolated.test.tsx to mock modules.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  // Layers: shared folders never reach up into the areas or the start-up; areas never reach into
  // the start-up or each other; production code never imports mocks or test kits.
  ...layerRules(),
  prettier,
);
