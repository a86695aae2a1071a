import { useLingui } from '@lingui/react/macro';
import { SelectableList } from '../kit/SelectableList';
import { type ChatConversation, ChatShopRow } from './ChatShopRow';

export interface ChatShopListProps {
  conversations: readonly ChatConversation[];
  /** The open conversation's shop, or null when none is open. */
  selectedShopId: number | null;
  onSelect: (shopId: number) => void;
  /** What "now" is for the rows' times; the render's time when left out. */
  now?: Date;
}

/** The shopper's conversations, one row a shop, moved through with the arrow keys. */
export function ChatShopList({ conversations, selectedShopId, onSelect, now }: ChatShopListProps) {
  const { t } = useLingui();
  return (
    <SelectableList
      aria-label={t`Conversations`}
      selectedKey={selectedShopId}
      onSelect={(key) => onSelect(Number(key))}
    >
      {conversations.map((conversation) => (
        <ChatShopRow key={conversation.shop.id} conversation={conversation} now={now} />
      ))}
    </SelectableList>
  );
}
