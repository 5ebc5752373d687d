// Text searches with LIKE/ILIKE: the searched words are parameters, and their wildcards are taken literally.

/** `%text%` with LIKE's wildcards escaped, so a search for "50%" or "a_b" finds those characters only. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
