import { safeWebHref } from '../../common/links';
import { trimEndOf } from '../../common/text-shape';

/**
 * A chat message is plain text written by a shopper or a shop: it is never parsed as HTML. The only thing
 * picked out of it is web addresses, which the conversation shows as links opening in a new tab.
 */
export type ChatTextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * An address starts with http:// or https:// (any case) not glued to a word before it, and runs to the next
 * space, angle bracket, quote or backtick: a quote cannot carry an address into the text after it.
 */
const WEB_ADDRESS = /(?<![\p{L}\p{N}_])https?:\/\/[^\s<>"'`]+/giu;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING_PUNCTUATION = '.,;:!?\u060C\u061B\u061F';

/** The address without what a writer typed after it: "see https://x.example/a." links to https://x.example/a. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = trimEndOf(address, TRAILING_PUNCTUATION);
    // A closing bracket belongs to the address only when it closes one opened inside it (a wiki link).
    const closing = /[)\]}]$/.exec(trimmed)?.[0];
    const opening = closing === ')' ? '(' : closing === ']' ? '[' : '{';
    const unbalanced = closing && trimmed.split(closing).length > trimmed.split(opening).length;
    const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
    if (next === address) return address;
    address = next;
  }
}

/** The message's text as text and link segments, in order; joined, the segments' texts are the message. */
export function splitChatText(message: string): ChatTextSegment[] {
  const segments: ChatTextSegment[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) segments.push({ kind: 'text', text: message.slice(textStart, end) });
  };
  for (const match of message.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    // What is linked is what the URL parser makes of it, so the href is what a browser would follow.
    const href = safeWebHref(address);
    if (!href) continue;
    pushText(match.index);
    segments.push({ kind: 'link', text: address, href });
    textStart = match.index + address.length;
  }
  pushText(message.length);
  return segments;
}
