/** A LIKE pattern matching values that start with the text, its wildcards taken literally. */
export const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
