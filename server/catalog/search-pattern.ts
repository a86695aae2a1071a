/**
 * An ILIKE pattern that finds `text` anywhere: the LIKE wildcards (`%`, `_`) and the escape character in the
 * shopper's text are escaped, so "50%" looks for "50%" rather than for anything starting with "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
