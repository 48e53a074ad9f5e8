/**
 * Plain values of the menus area: what its contract checks and the front end's forms mirror.
 * No imports, so the browser reads them without the schema library.
 */

/** The longest name (Chinese or English) of a menu. */
export const MENU_NAME_MAX = 128;
/** The longest route or URL a menu opens. */
export const MENU_PATH_MAX = 512;
/** The longest icon name of a menu. */
export const MENU_ICON_MAX = 64;
