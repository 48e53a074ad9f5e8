/** All jest suites: the front end (jsdom) and the API (node, real server on a throwaway database). */
export default {
  projects: ['<rootDir>/tests/jest/web.config.ts', '<rootDir>/tests/jest/server.config.ts'],
};
