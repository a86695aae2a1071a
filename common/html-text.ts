/**
 * The words of an HTML fragment, each tag replaced by a space. A scan, not a regular expression: on a text of many
 * unclosed `<` a pattern such as `<[^>]*>` takes a time quadratic in its length (tests/server/regex-safety.test.ts).
 */
export function withoutTags(html: string): string {
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open < 0 ? -1 : html.indexOf('>', open + 1);
    // No tag left: the rest is text.
    if (close < 0) return text + html.slice(at);
    text += `${html.slice(at, open)} `;
    at = close + 1;
  }
  return text;
}
