/** Overrides of the test-environment build (`UMI_ENV=test`, see .env.test). */
export default {
  env: 'test',
};
