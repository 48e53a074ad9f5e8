/** /@index: the home page's second address (spec section 2); opens the workbench like `/`. */
export { default } from '../index';
