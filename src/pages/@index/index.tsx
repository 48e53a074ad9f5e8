/** /@index: the home page's second address (spec section 2); opens the home page like `/`. */
export { default } from '../index';
