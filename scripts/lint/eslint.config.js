import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import sitePlugin from './no-visible-literal.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/generated/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, site: sitePlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Issue 11 (docs/decisions/104-lint-rules.md): texts live in locales/, and raw HTML only
      // enters the page through the sanitised article body.
      'site/no-visible-literal': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Raw HTML only in the sanitised article body (sections/news-article/article-body.tsx).',
        },
      ],
    },
  },
  {
    // Layers of the web app, each importing only those below it: app > sections > components >
    // site > lib and stores (docs/house-rules.md "Layers"). A lower layer that needs something
    // of a higher one gets it handed in (site/route-preload.ts), so nothing imports upward.
    files: ['src/web/{sections,components,site,lib,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)app/', message: 'Only src/web/app/ may import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/{components,site,lib,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(app|sections)/',
              message: 'Components, site, lib and stores sit below the app and the sections.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(app|sections|components)/',
              message: 'site, lib and stores sit below components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/{lib,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(app|sections|components|site)/',
              message: 'lib and stores sit at the bottom: they import no other layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The page editor (issue 20): React in the browser, with its own words in editor/src/ui-texts.ts.
    files: ['editor/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The one place raw HTML is allowed: article HTML after DOMPurify (route loader).
    files: ['src/web/sections/news-article/article-body.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
