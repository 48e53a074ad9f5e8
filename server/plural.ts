/** An English count with its noun: `1 minute`, `3 minutes`. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
