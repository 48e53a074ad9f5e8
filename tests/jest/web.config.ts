/** Jest project for the front end: utils, dva models and components in jsdom. */
import path from 'path';
import { configUmiAlias, createConfig } from '@umijs/max/test';

export default async () => {
  const base = createConfig({
    target: 'browser',
    jsTransformer: 'esbuild',
    jsTransformerOpts: { jsx: 'automatic' },
  });
  // Umi's preset raises the time per test to 30 s; the suite keeps jest's 5 s.
  const { testTimeout: _umiTimeout, ...withoutRaisedTimeout } = base;
  return configUmiAlias({
    ...withoutRaisedTimeout,
    displayName: 'web',
    rootDir: path.resolve(__dirname, '../..'),
    roots: ['<rootDir>/src', '<rootDir>/tests/unit'],
    testMatch: ['**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.web.ts'],
    // antd's ES modules (deep imports such as antd/es/input/Input) as its CommonJS build: jest
    // does not transform node_modules.
    moduleNameMapper: { ...withoutRaisedTimeout.moduleNameMapper, '^antd/es/(.*)$': 'antd/lib/$1' },
  });
};
