/**
 * Lint (`npm run lint`, run by CI): the React hooks rules on the front end, and the checks the
 * type checker does not make, on every TypeScript file. Type errors are tsc's job (`npm run typecheck`).
 */
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'src/.umi*/**', 'reports/**', 'data/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // tsc reports unused names (noUnusedLocals); `any` is allowed where a third-party type needs it.
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // An area adds its texts to the Messages interface by declaration merging (server/i18n.ts).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Modules loaded at run time: the areas' catalogues found by convention, and the server
    // loaded through tsx in mock mode.
    files: ['server/i18n.ts', 'mock/api.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // jest.mock factories run before imports are bound, so they load modules with require().
    files: ['**/__tests__/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An <a> without an address is skipped by Tab and deaf to Enter: actions use ActionLink.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='a']:not(:has(JSXAttribute[name.name='href']))",
          message: 'An <a> without href cannot be reached by keyboard: use ActionLink from @/components/ActionLink.',
        },
      ],
    },
  },
);
