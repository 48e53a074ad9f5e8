/**
 * Plain values of the posts area: what its contract checks and the front end's forms mirror.
 * No imports, so the browser reads them without the schema library.
 */

/** The longest name (Chinese or English) of a post. */
export const POST_NAME_MAX = 64;
