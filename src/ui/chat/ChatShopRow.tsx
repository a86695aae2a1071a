import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { formatChatTime } from '../../lib/chat-time';
import { Badge } from '../kit/Badge';
import { SelectableListItem } from '../kit/SelectableList';
import { ChatAvatar } from './ChatAvatar';
import { ChatTime } from './ChatTime';

export type ChatConversation = Schema<'ChatConversation'>;

export interface ChatShopRowProps {
  conversation: ChatConversation;
  /** What "now" is for the relative time; the render's time when left out. */
  now?: Date;
}

/**
 * A shop in the conversation list (an option of `ChatShopList`): logo, name, time and last message, and the
 * unread count, read out in words. Typing a shop's name jumps to it.
 */
export function ChatShopRow({ conversation, now }: ChatShopRowProps) {
  const { t, i18n } = useLingui();
  const { shop, unread_message_shop: unread, last_message: lastMessage, last_message_time: time } = conversation;
  const unreadWords = t`${plural(unread, { one: '# unread message', other: '# unread messages' })}`;
  const lastText = lastMessage ?? t`No messages yet`;
  const date = time ? new Date(time) : null;
  const timeText =
    date && !Number.isNaN(date.getTime())
      ? formatChatTime(date, { now: now ?? new Date(), locale: i18n.locale })
      : null;
  // The pieces sit in separate boxes; read as one name they need the pauses the eye gets from the layout.
  const separator = t({ message: ', ', comment: 'Between the parts of a conversation read out as one line' });
  const name = [shop.name, unread > 0 ? unreadWords : null, lastText, timeText].filter(Boolean).join(separator);
  return (
    <SelectableListItem id={shop.id} textValue={shop.name} aria-label={name}>
      {/* The name is written beside the logo: the logo adds nothing to read. */}
      <ChatAvatar src={shop.logo} name={shop.name} isDecorative />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-baseline justify-between gap-2">
          <span dir="auto" className={`truncate ${unread > 0 ? 'font-semibold' : 'font-medium'}`}>
            {shop.name}
          </span>
          {time && <ChatTime value={time} now={now} className="shrink-0" />}
        </div>
        <div className="flex items-center justify-between gap-2">
          {/* Its own direction: an English message in the Arabic shop is cut at its end, not its start. */}
          <span dir="auto" className="truncate text-gray-600 text-sm">
            {lastText}
          </span>
          <Badge count={unread} label={unreadWords} className="shrink-0" />
        </div>
      </div>
    </SelectableListItem>
  );
}
