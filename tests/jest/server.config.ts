/** Jest project for the API: node environment, the real app in-process on throwaway databases. */
import path from 'path';

export default {
  displayName: 'server',
  rootDir: path.resolve(__dirname, '../..'),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/api'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/server/tsconfig.json' }] },
  setupFiles: ['<rootDir>/tests/jest/server.preload.ts'],
  globalSetup: '<rootDir>/tests/jest/server.globalSetup.ts',
  globalTeardown: '<rootDir>/tests/jest/server.globalTeardown.ts',
};
