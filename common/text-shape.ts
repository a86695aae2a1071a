/**
 * Checks and trims written as single passes over the text: the regular expressions they replace (`/[.,]+$/`,
 * `/^[^@]+@[^@]+\.[^@]+$/`) rescan a long run of the same character from every position
 * (tests/server/regex-safety.test.ts).
 */

/** `text` without any of `chars` at its end. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/** `text` without any of `chars` at either end. */
export function trimBothOf(text: string, chars: string): string {
  let start = 0;
  const trimmed = trimEndOf(text, chars);
  while (start < trimmed.length && chars.includes(trimmed.charAt(start))) start += 1;
  return trimmed.slice(start);
}

/**
 * The shape of an e-mail address: one `@` with something before it, a dot inside what follows (not its first or
 * last character), no white space and none of `excluded`. Enough to catch a typo; the server has the last word.
 */
export function hasEmailShape(text: string, excluded = ''): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  for (const char of text) {
    if (/\s/.test(char) || excluded.includes(char)) return false;
  }
  return text.slice(at + 2, -1).includes('.');
}
