/** Plain values of the to-do list. */

export const TODO_TITLE_MAX = 200;
export const TODO_DESCRIPTION_MAX = 2000;
export const TODO_MATTER_MAX = 200;
/** Matters (sub-items) of one to-do. */
export const TODO_MATTERS_MAX = 50;
/** Colleagues one to-do is shared with. */
export const TODO_ASSIGNEES_MAX = 50;
/** Characters of the list's keyword (part of the title). */
export const TODO_KEYWORD_MAX = 64;
/** Which to-dos the list shows: the caller's own, those shared with the caller, or both. */
export const TODO_VIEWS = ['mine', 'sharedWithMe', 'all'] as const;
export type TodoView = (typeof TODO_VIEWS)[number];
/** The workbench's due list: undone to-dos due within this many days (default) or overdue. */
export const TODO_DUE_DAYS_DEFAULT = 7;
export const TODO_DUE_DAYS_MAX = 366;
/** The most to-dos the due list answers. */
export const TODO_DUE_LIMIT = 10;
/** The message group of to-do reminders and shares (the message center groups by it). */
export const TODO_MESSAGE_GROUP = 'todo';
/** The page a to-do's messages open. */
export const todoDetailLink = (id: number) => `/lazarToDo/detail?id=${id}`;
