import type { I18n } from '@lingui/core';
import { failureText } from '../../lib/failure-text';
import type { ChatEmitted } from '../../machines/chat/chat.types';

/**
 * What the app does with the chat's emitted events: a conversation that could not be opened from a product
 * or the cart says why in a toast (the server's message). A sent message needs nothing here: the
 * conversation view keeps the newest message in sight.
 */
export function handleChatEvent(event: ChatEmitted, i18n: I18n): void {
  if (event.type !== 'chat.startFailed') return;
  const text = failureText(i18n, event);
  import('../notify').then(({ notify }) => notify.error(text));
}
