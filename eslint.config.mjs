import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'];

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
