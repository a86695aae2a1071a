import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * `/lang/{locale}` answers English source text → translation. The bundled catalogs are keyed by the id
 * Lingui's macros generate from that source text and hold compiled messages, so the server strings are
 * keyed and compiled the same way before they are merged. Loaded on demand: not on the first screen.
 */
export function compileServerStrings(strings: Record<string, string>): Messages {
  const messages: Messages = {};
  for (const [source, translation] of Object.entries(strings)) {
    if (translation) messages[generateMessageId(source)] = compileMessage(translation);
  }
  return messages;
}
