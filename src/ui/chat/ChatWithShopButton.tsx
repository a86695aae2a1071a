import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useAuthDialogs } from '../../app/auth/AuthDialogsContext';
import { useOptionalChatActorRef } from '../../app/chat/chat-actor-context';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { selectIsStartingChat } from '../../machines/chat/chat.selectors';
import type { ChatShop } from '../../machines/chat/chat.types';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { Button } from '../kit/Button';
import { ChatIcon } from '../kit/Icon';

export interface ChatWithShopButtonProps {
  shop: ChatShop;
  /** The product the shopper is looking at: it opens the conversation as a product card. */
  productId?: number;
  /** 'icon': a small square button named after the shop (a shop's header in the cart). @default 'text' */
  look?: 'text' | 'icon';
  className?: string;
}

/**
 * "Chat with the shop": opens the floating chat sidebar on that shop (through /store-message); a visitor gets
 * the login dialog. Focus stays on the button while the chat opens, so closing the sidebar comes back here.
 */
export function ChatWithShopButton({ shop, productId, look = 'text', className }: ChatWithShopButtonProps) {
  const { t } = useLingui();
  const isSignedIn = useSessionSelector(selectIsSignedIn);
  const authDialogs = useAuthDialogs();
  const chat = useOptionalChatActorRef();
  const isStarting = useSelector(chat ?? undefined, (snapshot) => (snapshot ? selectIsStartingChat(snapshot) : false));
  // Only the button that was pressed spins (the cart shows one per shop).
  const [wasPressed, setWasPressed] = useState(false);
  if (wasPressed && !isStarting && chat) setWasPressed(false);

  const onPress = () => {
    if (!isSignedIn) {
      authDialogs.open('login');
      return;
    }
    if (!chat) return;
    setWasPressed(true);
    chat.send({ type: 'chat.start', shop, ...(productId !== undefined && { productId }) });
  };
  // Signed in while the chat's code still loads: the button waits for it.
  const isPending = isSignedIn && (chat === null || (wasPressed && isStarting));

  if (look === 'icon') {
    const shopName = shop.name;
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Chat with ${shopName}`}
        isPending={isPending}
        onPress={onPress}
        className={className}
      >
        <ChatIcon />
      </Button>
    );
  }
  return (
    <Button variant="ghost" isPending={isPending} onPress={onPress} className={`text-primary-700 ${className ?? ''}`}>
      <ChatIcon />
      {t`Chat with the shop`}
    </Button>
  );
}
