// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './tools/eslint/module-boundaries.js';
import noCycle from './tools/eslint/no-cycle.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-ssr/**', 'dist-anchor/**', 'dist-server/**', 'dist-sourcemaps/**', 'build-stats/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { cleanquest: { rules: { 'module-boundaries': moduleBoundaries, 'no-cycle': noCycle } }, 'react-hooks': reactHooks },
    rules: {
      'cleanquest/module-boundaries': 'error',
      'cleanquest/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/server/log.ts', 'src/server/migrate-cli.ts', 'tests/**', 'tools/**', '.ci/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS: the webpack loaders under tools/webpack (webpack's loader runner requires them).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
