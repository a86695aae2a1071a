import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { ChatAvatar } from './ChatAvatar';
import { ChatProductCard } from './ChatProductCard';
import { ChatTime } from './ChatTime';
import { MessageText } from './MessageText';

export type ChatMessageData = Schema<'ChatMessage'>;

export interface ChatMessageProps {
  message: ChatMessageData;
  /** What "now" is for the relative time; the render's time when left out. */
  now?: Date;
}

/**
 * One message: the shopper's at the end of the line, the shop's at the start (so both sides mirror in RTL),
 * each with its writer's photo or logo, named for screen readers, and the time. A shared product shows as a
 * card; when it comes with text (docs/requirements.md §3 only covers a product alone) both are shown.
 */
export function ChatMessage({ message, now }: ChatMessageProps) {
  const { t } = useLingui();
  const isMine = message.type === 'user';
  const text = message.message?.trim() ? message.message : null;
  return (
    <div className={`flex items-end gap-2 ${isMine ? 'flex-row-reverse' : ''}`}>
      {isMine ? (
        <ChatAvatar src={message.user.profile_photo} name={t`You`} size="sm" />
      ) : (
        <ChatAvatar src={message.shop.logo} name={message.shop.name} size="sm" />
      )}
      <div className={`flex max-w-[80%] flex-col gap-1 ${isMine ? 'items-end' : 'items-start'}`}>
        {message.product && <ChatProductCard product={message.product} />}
        {text && (
          <MessageText
            text={text}
            className={`rounded-2xl px-3 py-2 text-gray-900 ${
              isMine ? 'rounded-ee-sm bg-primary-50 ring-1 ring-primary-200' : 'rounded-es-sm bg-gray-100'
            }`}
          />
        )}
        <ChatTime value={message.created_at} now={now} />
      </div>
    </div>
  );
}
