/**
 * An allow-list HTML sanitiser for the HTML the server sends (product and blog descriptions, legal pages).
 * The seed stores safe HTML already; this keeps an operator's mistake from ever reaching a shopper as script.
 *
 * The output is rebuilt, never passed through: only the allowed tags, without attributes except an `a`'s
 * http(s), mailto or site-path `href` (always with rel="noopener noreferrer"); text has `<`, `>` and bare `&` escaped;
 * tags are balanced; every other tag is dropped (its text kept), and the contents of script-like elements,
 * comments and declarations are dropped entirely.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is code or raw text, never something to show. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
]);
const LINK_REL = 'noopener noreferrer';

const ENTITY = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An attribute value as the browser would read it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * The link target when it is http(s), mailto or a path on this site (after decoding, and without the spaces and
 * controls browsers ignore); `//host` and `/\\host` lead elsewhere, so they are not site paths.
 */
function safeHref(attributes: Map<string, string>): string | null {
  const raw = attributes.get('href');
  if (raw === undefined) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs, so must we.
  const url = decodeAttribute(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(url) ? url : null;
}

interface Tag {
  closing: boolean;
  name: string;
  /** Attribute names (lower case) to their first value, as written. */
  attributes: Map<string, string>;
  /** Where the tag ends (after its `>`). */
  end: number;
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Reads the start or end tag at `at` (a `<`), in one pass the way browsers do; null when it is none. */
function readTag(html: string, at: number): Tag | null {
  let i = at + 1;
  const closing = html[i] === '/';
  if (closing) i++;
  if (!/[a-zA-Z]/.test(html[i] ?? '')) return null;
  const nameStart = i;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(nameStart, i).toLowerCase();
  const attributes = new Map<string, string>();
  for (;;) {
    while (isSpace(html[i]) || html[i] === '/') i++;
    if (i >= html.length) return null;
    if (html[i] === '>') return { closing, name, attributes, end: i + 1 };
    const attrStart = i;
    i++;
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i] as string)) i++;
    const attrName = html.slice(attrStart, i).toLowerCase();
    while (isSpace(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(attrName)) attributes.set(attrName, value);
  }
}

/** Text between tags: `>` and any `&` that does not start a character reference are escaped. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '&') out += ENTITY.test(text.slice(i, i + 42)) ? '&' : '&amp;';
    else if (char === '>') out += '&gt;';
    else out += char;
  }
  return out;
}

/** Where the content of a dropped element ends (after its end tag), or the end of the input. */
function endOfDroppedElement(html: string, from: number, name: string): number {
  const endTag = new RegExp(`</${name}[\\s/>]`, 'gi');
  endTag.lastIndex = from;
  const end = endTag.exec(html);
  if (!end) return html.length;
  const close = html.indexOf('>', end.index);
  return close === -1 ? html.length : close + 1;
}

export function safeHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));

    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', lt) || html.startsWith('<?', lt)) {
      const end = html.indexOf('>', lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    const tag = readTag(html, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    const { closing, name } = tag;

    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) i = endOfDroppedElement(html, i, name);
    } else if (!ALLOWED_TAGS.has(name)) {
      // Unknown or unsafe element: the tag goes, its text stays.
    } else if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1)
        out += open
          .splice(at)
          .reverse()
          .map((openName) => `</${openName}>`)
          .join('');
    } else if (VOID_TAGS.has(name)) {
      out += `<${name}>`;
    } else if (name === 'a') {
      const href = safeHref(tag.attributes);
      out += href === null ? `<a rel="${LINK_REL}">` : `<a href="${escapeHtml(href)}" rel="${LINK_REL}">`;
      open.push(name);
    } else {
      out += `<${name}>`;
      open.push(name);
    }
  }
  return (
    out +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}
