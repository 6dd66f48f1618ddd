import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-fixture',
      'dist-fixture-base',
      'node_modules',
      '.generated',
      // Where builds before .generated/ wrote their modules; a leftover copy is not the project's code.
      'src/content/generated',
      '.vite-react-ssg-temp',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // The build's worker entry is plain JavaScript (workers start without the TypeScript loader).
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // unified's processor type is built on a callable-instance class that the type-aware lint
    // rules cannot resolve (tsc checks these files fully); the unsafe-* rules misfire there.
    files: ['scripts/content/markdown.ts', 'src/components/content/markdown.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Which folder of src/ may import which (docs/decisions/041-layers-enforced-by-lint.md).
  ...layerRules,
  { files: ['eslint.config.js', 'eslint.layers.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
