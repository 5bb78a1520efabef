import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundedSelects } from './eslint-rules/bounded-selects.mjs';

const REMOTES = ['mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'];

// A feature folder imports only itself, app-level code, @portal/shared and packages: what several
// features use lives outside src/features, and pages that combine features live in src/pages.
// The app's shared folders (src/lib, src/components, src/hooks) import no feature at all.
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          crossFeature:
            "'{{source}}' is inside feature '{{target}}'; a feature imports only itself and app-level code.",
          featureFromShared:
            "'{{source}}' is inside feature '{{target}}'; src/{{folder}} is used by features and imports none of them.",
        },
        schema: [],
      },
      create(context) {
        const file = context.filename.split(path.sep).join('/');
        const own = /^(.*\/src\/features\/)([^/]+)\//.exec(file);
        const sharedFolder = /^(.*\/src\/)(lib|components|hooks)\//.exec(file);
        if (!own && !sharedFolder) return {};
        const featuresDir = own ? own[1] : `${sharedFolder[1]}features/`;
        const feature = own ? own[2] : null;
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.posix.join(path.posix.dirname(file), source);
          if (!target.startsWith(featuresDir)) return;
          const targetFeature = target.slice(featuresDir.length).split('/')[0];
          if (!feature) {
            context.report({
              node: node.source,
              messageId: 'featureFromShared',
              data: { source, target: targetFeature, folder: sharedFolder[2] },
            });
          } else if (targetFeature !== feature) {
            context.report({ node: node.source, messageId: 'crossFeature', data: { source, target: targetFeature } });
          }
        };
        const checkCall = (node) => {
          const [first] = node.arguments;
          const isMock =
            node.callee.type === 'MemberExpression' &&
            node.callee.object.name === 'jest' &&
            ['mock', 'requireActual', 'doMock'].includes(node.callee.property.name);
          if (isMock && first?.type === 'Literal') check({ source: first });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
          CallExpression: checkCall,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'releases/**',
      'shared/src/database.types.ts',
      'backend/supabase/functions/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/jest.config.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: REMOTES.flatMap((app) =>
      ['features', 'lib', 'components', 'hooks'].map((folder) => `${app}/src/${folder}/**/*.{ts,tsx}`),
    ),
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  // Lists page on the server or say why they stay under PostgREST's max_rows.
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', ...REMOTES.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'max-rows': boundedSelects },
    rules: { 'max-rows/bounded-selects': 'error' },
  },
  // A progress bar is announced by its name: every one states what is progressing.
  {
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Progress']:not(:has(JSXAttribute[name.name='aria-label']))",
          message: 'Give the progress bar an aria-label that says what it measures.',
        },
      ],
    },
  },
  // Remotes never import the shell or each other; shared code only comes through @portal/shared.
  ...['shell', ...REMOTES].map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', ...REMOTES.flatMap((r) => [r, `${r}/*`]), '**/shared/src/*', '../../shared/*'],
              message: 'Import other apps never; shared code only via @portal/shared.',
            },
          ],
        },
      ],
    },
  })),
);
