import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const REMOTES = ['storefront', 'manager-portal', 'admin-portal'];
const FRONT_ENDS = ['shell', ...REMOTES];
/** What a package name or a Module Federation request of each front end looks like. */
const requestsOf = (app) => [`@grocery/${app}`, `@grocery/${app}/*`, `${app.replace('-', '_')}/*`];

/** The folders under `<app>/src/features`, read when lint starts so a new feature is covered. */
function featuresOf(app) {
  return readdirSync(`${import.meta.dirname}/${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A feature folder may import its own files and anything outside features/, never another feature. */
const featureZones = [...FRONT_ENDS, 'api-server'].flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to lib/ or components/.',
  })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'api-server/drizzle/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // no-cycle parses the files an import leads to, so it must know how to read TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...REMOTES.map((remote) => ({
              target: `./${remote}`,
              from: FRONT_ENDS.filter((other) => other !== remote).map((other) => `./${other}`),
              message: 'A remote never imports another remote or the shell.',
            })),
            {
              target: './shared-ui',
              from: FRONT_ENDS.map((app) => `./${app}`),
              message: 'shared-ui never imports the shell or a remote.',
            },
            {
              target: './shared-api',
              from: [...FRONT_ENDS, 'shared-ui', 'api-server'].map((app) => `./${app}`),
              message: 'shared-api imports no app and no UI.',
            },
            {
              target: './shared-api/src/session/!(*.test).ts',
              from: ['client', 'endpoints', 'stores'].map((layer) => `./shared-api/src/${layer}`),
              message: 'shared-api layers: session <- client <- endpoints <- stores.',
            },
            {
              // Its tests may drive the client through endpoints.
              target: './shared-api/src/client/!(*.test).ts',
              from: ['endpoints', 'stores'].map((layer) => `./shared-api/src/${layer}`),
              message: 'shared-api layers: session <- client <- endpoints <- stores.',
            },
            {
              target: './api-server/src/db',
              from: './api-server/src/features',
              message: 'db/ never imports features/: move what both need to db/ or lib/.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  // Package names and Module Federation requests do not resolve to files, so they are named here.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRONT_ENDS.filter((other) => other !== remote).flatMap(requestsOf),
              message: 'A remote never imports another remote or the shell.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRONT_ENDS.flatMap(requestsOf),
              message: 'shared-ui never imports the shell or a remote.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser's `@grocery/shared-api` is a federated singleton every page loads whole: a
    // value imported from validation/ by relative path would put zod on every page's start-up
    // path (the forms take the schemas from `@grocery/shared-api/validation`).
    files: ['shared-api/src/{client,endpoints,lib,session,stores,types}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/validation', '**/validation/*'],
              allowTypeImports: true,
              message: 'Only types from validation/ here: zod stays off the start-up path.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared-ui's root entry is a federated singleton every page loads whole: the form widgets
    // and the commerce components are entries of their own (forms.ts, commerce/index.ts).
    files: ['shared-ui/src/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\./(commerce(?!/lib/notify$|/lib/toastify$|/lib/delivery-rules$|/toast-host$)(/.*)?|components/(checkbox|field|form-dialog|input|password-input|select|textarea)|lib/form-errors)$',
              message:
                'The root entry is the light core every page loads: export this from forms.ts or commerce/index.ts.',
            },
          ],
        },
      ],
    },
  },
);
