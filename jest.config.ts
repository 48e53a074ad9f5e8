/** All jest suites: the front end (jsdom) and the API (node, real server on a throwaway database). */
export default {
  projects: ['<rootDir>/tests/jest/web.config.ts', '<rootDir>/tests/jest/server.config.ts'],
  // Two cores run both projects at once: an antd form dialog in jsdom or a database load can
  // take tens of seconds on a loaded machine.
  testTimeout: 60_000,
};
