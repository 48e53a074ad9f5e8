/**
 * Plain values of the organisations area: what its contract checks and the front end's forms
 * mirror. No imports, so the browser reads them without the schema library.
 */

/** The longest name (Chinese or English) of an organisation. */
export const ORG_NAME_MAX = 128;
