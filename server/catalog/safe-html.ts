/**
 * The HTML the server sends (product and blog descriptions, legal pages), cut down to the storefront's
 * allow-list (`common/html-policy.ts`). The seed stores safe HTML already; this keeps an operator's mistake
 * from ever reaching a shopper as script. The `sanitize-html` library parses it as HTML5 does (htmlparser2)
 * and rebuilds it: allowed elements with their checked attributes, escaped text, balanced tags.
 */
import sanitizeHtml from 'sanitize-html';
import {
  ALLOWED_TAGS,
  ATTRIBUTES_BY_TAG,
  checkedAttributes,
  DROPPED_WITH_CONTENT,
  FOREIGN_ROOTS,
  GLOBAL_ATTRIBUTES,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  MAX_DEPTH,
  RENAMED_TAGS,
  SAFE_TAGS,
  type SafeTag,
  VOID_TAGS,
} from '../../common/html-policy';

/** Not an HTML element name, so an element renamed to it is dropped and its text kept. */
const REFUSED = 'refused-element';

/** An allowed element keeps only its checked attributes; one that cannot be kept as itself is unwrapped. */
function keepChecked(name: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const tag = RENAMED_TAGS.get(name) ?? name;
  if (!ALLOWED_TAGS.has(tag)) return { tagName: name, attribs: {} };
  const checked = checkedAttributes(tag as SafeTag, (attribute) =>
    Object.hasOwn(attributes, attribute) ? (attributes[attribute] ?? null) : null,
  );
  return checked ? { tagName: tag, attribs: checked } : { tagName: REFUSED, attribs: {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...SAFE_TAGS],
  allowedAttributes: {
    '*': [...GLOBAL_ATTRIBUTES],
    ...Object.fromEntries(Object.entries(ATTRIBUTES_BY_TAG).map(([tag, names]) => [tag, [...names]])),
  },
  // The checked attributes hold safe URLs already; the library's own scheme check stays as a second lock.
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT, ...FOREIGN_ROOTS],
  selfClosing: [...VOID_TAGS],
  nestingLimit: MAX_DEPTH,
  parseStyleAttributes: false,
  transformTags: { '*': keepChecked },
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
