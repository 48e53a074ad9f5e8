/** Plain values of the to-do list. */

export const TODO_TITLE_MAX = 200;
export const TODO_DESCRIPTION_MAX = 2000;
export const TODO_MATTER_MAX = 200;
/** Matters (sub-items) of one to-do. */
export const TODO_MATTERS_MAX = 50;
/** Colleagues one to-do is shared with. */
export const TODO_ASSIGNEES_MAX = 50;
