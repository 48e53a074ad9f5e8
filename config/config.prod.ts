/** Overrides of the production build (`UMI_ENV=prod`, the default of `npm run build`). */
export default {
  env: 'prod',
};
