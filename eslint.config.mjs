// One lint configuration for every workspace (each runs `eslint` on its own folder; the root `lint`
// script also lints tools/ and bench/). Besides style, it checks two things a review misses easily:
// regular expressions that can take super-linear time, and the import boundaries of docs/architecture.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const FRONTEND_APPS = '{shell,storefront,customer-area,admin}';

// ---- Import boundaries: what each part of the repository is -------------------------------------
// Element types, first match wins. Each is a folder; files inside one element importing each other
// are never checked (boundaries' "internal" dependencies).
const ELEMENTS = [
  // Request and response types shared with the browsers.
  { type: 'contracts', pattern: 'api/src/contracts' },
  // Pipes, filters, validation helpers: any API file may import them by path.
  { type: 'api-common', pattern: 'api/src/common' },
  // A NestJS module: a folder directly under api/src whose public surface is its index.ts.
  { type: 'api-module', pattern: 'api/src/*', capture: ['module'] },
  // What remains of api/src: app.module.ts, bootstrap.ts, main.ts.
  { type: 'api-root', pattern: 'api/src' },
  { type: 'api-test', pattern: 'api/test' },
  // The design system and the shared state.
  { type: 'shared-ui', pattern: 'shared-ui/src' },
  // Inside each frontend app: features, then what the app shares, then the app itself
  // (src root files and src/app), which is what remains of src.
  { type: 'feature', pattern: `${FRONTEND_APPS}/src/features/*`, capture: ['app', 'feature'] },
  { type: 'app-shared', pattern: `${FRONTEND_APPS}/src/{components,hooks,test}`, capture: ['app', 'kind'] },
  { type: 'app', pattern: `${FRONTEND_APPS}/src`, capture: ['app'] },
  // The shop's web server (fastify, in Node): it serves the apps' builds and runs the storefront's server build,
  // loaded by its path at run time (shell/server/pages/storefront-build.ts), never imported.
  { type: 'shop-server', pattern: 'shell/server' },
];
const APP_LAYERS = ['app', 'feature', 'app-shared'];
const API_CODE = ['api-common', 'api-module', 'api-root', 'api-test'];

/** A selector of elements of these types. */
const of = (...types) => ({ element: { types: types.flat() } });
/** Elements of these types in another frontend app than the importing file's. */
const inOtherApp = (...types) => ({
  element: { types: types.flat(), captured: { app: '!{{ from.captured.app }}' } },
});

const FEATURE_NOT_APP = { from: of('feature'), disallow: { to: of('app') } };

const boundaryPolicies = [
  // 1. An app imports shared-ui and the contracts (and npm packages) only: never another app, whose
  //    code reaches it at run time through Module Federation, and never the API's or the shop server's code.
  { from: of(APP_LAYERS), disallow: { to: [inOtherApp(APP_LAYERS), of(API_CODE, 'shop-server')] } },
  //    The shop server is under the same rule: it imports shared-ui, the contracts and tools/ (and npm packages),
  //    never an app's browser code nor the API's; what it runs of an app, it loads from that app's build.
  { from: of('shop-server'), disallow: { to: of(APP_LAYERS, API_CODE) } },
  // 2. shared-ui is below every app: it never imports one, nor API code other than the contracts.
  { from: of('shared-ui'), disallow: { to: [of(APP_LAYERS, 'shop-server'), of(API_CODE)] } },
  // 3. The contracts are bundled by the browsers: plain TypeScript that imports nothing else.
  { from: of('contracts'), disallow: { to: of(APP_LAYERS, API_CODE, 'shared-ui', 'shop-server') } },
  // 4. API modules reach each other only through what a module exports, its index.ts, never a deep
  //    file, so a module can change its insides without breaking the others; common/ and contracts/
  //    are plain helpers and types, imported by path. Tests may reach into a module (its schema, its
  //    config loader) to set up what they test. The API never imports frontend code.
  {
    from: of('api-module', 'api-root', 'api-common'),
    disallow: { to: { element: { type: 'api-module', fileInternalPath: '!index.ts' } } },
  },
  { from: of(API_CODE), disallow: { to: of(APP_LAYERS, 'shared-ui', 'shop-server') } },
  // 5. Inside an app, imports flow one way: app → features → shared (components, hooks, test,
  //    shared-ui, contracts), and one feature never imports another: what two features share
  //    moves down to the app's components or hooks, or to shared-ui.
  { from: of('app-shared'), disallow: { to: of('app', 'feature') } },
  FEATURE_NOT_APP,
  {
    from: of('feature'),
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.captured.feature }}' } } } },
  },
];

// A feature's component tests render it through the app's real routes (links, redirects and guards
// included), so a test file, and only a test file, may import the app it belongs to.
const testPolicies = boundaryPolicies.filter((policy) => policy !== FEATURE_NOT_APP);

// ---- File names: one rule per kind of file -------------------------------------------------------
// The name's casing says what the file is; `.test`, `.module`, `.dto` and the like after the first dot are not part
// of the name. Code that runs in Node (the API, the shop's server, tools, benchmarks, the browser tests) is
// kebab-case, as Nest and Node projects are. In the React apps and shared-ui, a `.tsx` file holding a component is
// PascalCase, named for it; a hook (`useX`), a render helper (`renderX`), the app's `bootstrap` and the test
// helpers (`test/`) are functions, camelCase; every other `.ts` file is camelCase.
const NAME_OPTIONS = { ignoreMiddleExtensions: true };
const fileNames = (conventions) => ({
  plugins: { 'check-file': checkFile },
  rules: { 'check-file/filename-naming-convention': ['error', conventions, NAME_OPTIONS] },
});
const fileNamePolicies = [
  {
    files: ['api/**', 'shell/server/**', 'tools/**', 'bench/**', 'e2e/**'],
    ...fileNames({ '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }),
  },
  {
    files: [`${FRONTEND_APPS}/src/**`, 'shared-ui/src/**'],
    ignores: ['storefront/src/server/**'],
    ...fileNames({
      '**/*.ts': 'CAMEL_CASE',
      '**/!(test)/!(use*|render*|bootstrap).tsx': 'PASCAL_CASE',
      '**/{use,render,bootstrap}*.tsx': 'CAMEL_CASE',
      '**/test/*.tsx': 'CAMEL_CASE',
    }),
  },
  {
    // The storefront's server build is the storefront's code (camelCase), though it renders no component of its own.
    files: ['storefront/src/server/**'],
    ...fileNames({ '**/*.{ts,tsx}': 'CAMEL_CASE' }),
  },
];

/** The same file set as the TypeScript projects, for resolving aliases and workspace packages. */
const TS_PROJECTS = [
  'shell',
  'shell/server',
  'storefront',
  'customer-area',
  'admin',
  'shared-ui',
  'api',
  'e2e',
].map((dir) => path.join(repoRoot, dir, 'tsconfig.json'));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'data/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Regular expressions: the recommended set, so that no pattern backtracks super-linearly on a long
  // input (a request body, a search text, a header) and hangs the API or a browser tab.
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**', 'storefront/src/**', 'customer-area/src/**', 'admin/src/**', 'shared-ui/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Redux Toolkit is not a Module Federation singleton: it lives inside shared-ui (the store, the API client),
    // tree-shaken there. An app importing it would bundle a second copy beside the store it runs on.
    files: [`${FRONTEND_APPS}/src/**`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              allowTypeImports: true,
              message:
                'Use what @pashmina/shared-ui exports: Redux Toolkit is bundled inside it, not shared.',
            },
          ],
        },
      ],
    },
  },
  // shared-ui/panels, shared-ui/forms and shared-ui/widgets are bundled by the apps that use them: a relative path out
  // of them into the rest of shared-ui would bundle a second copy of what must stay the one shared singleton (the
  // store, the API client).
  ...[
    ['shared-ui/src/panels/*.{ts,tsx}', '../*'],
    ['shared-ui/src/panels/*/**', '../../*'],
    ['shared-ui/src/forms/*.{ts,tsx}', '../*'],
    ['shared-ui/src/forms/*/**', '../../*'],
    ['shared-ui/src/widgets/*.{ts,tsx}', '../*'],
    ['shared-ui/src/widgets/*/**', '../../*'],
    ['shared-ui/src/standalone/*.{ts,tsx}', '../*'],
  ].map(([files, outside]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [outside],
              message: "Import the rest of shared-ui as '@pashmina/shared-ui', not by a relative path.",
            },
          ],
        },
      ],
    },
  })),
  {
    // Playwright reads fixture names from the destructuring pattern, so `({}, testInfo)` is its idiom.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Decorator metadata needs the runtime import of injected classes and DTOs.
    files: ['api/src/**'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Import boundaries (eslint-plugin-boundaries), for the code the boundaries are about.
    files: ['api/src/**', 'api/test/**', 'shared-ui/src/**', `${FRONTEND_APPS}/src/**`, 'shell/server/**'],
    plugins: { boundaries },
    settings: {
      // Every workspace lints from its own folder; the element patterns are relative to the repository.
      'boundaries/root-path': repoRoot,
      'boundaries/elements': ELEMENTS,
      'boundaries/legacy-templates': false,
      // TypeScript paths (@pashmina/contracts) and the workspace packages (@pashmina/shared-ui).
      'import/resolver': {
        typescript: { project: TS_PROJECTS, alwaysTryTypes: true, noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    files: [`${FRONTEND_APPS}/src/**/*.test.{ts,tsx}`],
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: testPolicies }],
    },
  },
  ...fileNamePolicies,
);
