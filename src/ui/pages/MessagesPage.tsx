import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useOptionalChatActorRef } from '../../app/chat/chat-actor-context';
import { useChatSelector } from '../../app/chat/use-chat';
import { selectActiveShop } from '../../machines/chat/chat.selectors';
import { ChatConversationPane } from '../chat/ChatConversationPane';
import { ChatEmptyState } from '../chat/ChatEmptyState';
import { ChatShopsPane } from '../chat/ChatShopsPane';
import { Button } from '../kit/Button';
import { ArrowIcon } from '../kit/Icon';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

const FRAME = 'flex h-[70vh] min-h-[28rem] overflow-hidden rounded-lg border border-gray-200 bg-white';

/** /massages (the spelling of docs/requirements.md §2): the shopper's conversations with shops, and the one open. */
export default function MessagesPage() {
  const { t } = useLingui();
  // The chat's code loads beside the page right after sign-in: placeholders meanwhile.
  const chat = useOptionalChatActorRef();
  return (
    // The panes stand side by side where the page (not the screen: text may be enlarged) holds both.
    <div className="@container flex flex-col gap-6">
      <h1 className="font-bold text-2xl text-gray-900">{t`Messages`}</h1>
      {chat ? (
        <MessagesPanes />
      ) : (
        <SkeletonGroup label={t`Loading messages`} className={FRAME}>
          <Skeleton className="m-3 h-full w-full" />
        </SkeletonGroup>
      )}
    </div>
  );
}

/**
 * The shop list beside the conversation; on a small screen one at a time: picking a shop shows its
 * conversation, and Back shows the list again.
 */
function MessagesPanes() {
  const { t } = useLingui();
  const shop = useChatSelector(selectActiveShop);
  const [isShowingConversation, setIsShowingConversation] = useState(shop !== null);
  const list = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLDivElement>(null);
  const showsConversation = isShowingConversation && shop !== null;

  const onPicked = () => {
    setIsShowingConversation(true);
    // On a small screen the list (and the focused row) is hidden now: focus moves on to the conversation, and the
    // conversation's top comes into view (below the sticky header: src/styles.css, scroll-padding-top).
    requestAnimationFrame(() => {
      if (list.current?.offsetParent !== null) return;
      back.current?.scrollIntoView?.({ block: 'start' });
      back.current?.querySelector('button')?.focus({ preventScroll: true });
    });
  };
  const onBack = () => {
    setIsShowingConversation(false);
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLElement>('[role="option"][aria-selected="true"], [role="option"]')?.focus(),
    );
  };

  return (
    <div className={FRAME}>
      <section
        aria-label={t`Sellers`}
        className={`${showsConversation ? 'hidden @2xl:flex' : 'flex'} w-full min-w-0 flex-col border-gray-200 @2xl:w-80 @2xl:shrink-0 @2xl:border-e`}
      >
        <ChatShopsPane onPicked={onPicked} listRef={list} />
      </section>
      <div className={`${showsConversation ? 'flex' : 'hidden @2xl:flex'} min-w-0 flex-1 flex-col`}>
        {shop ? (
          <>
            <div ref={back} className="border-gray-200 border-b p-2 @2xl:hidden">
              <Button variant="ghost" size="sm" onPress={onBack}>
                <ArrowIcon direction="start" />
                <Trans>Back to sellers</Trans>
              </Button>
            </div>
            <ChatConversationPane shop={shop} view="page" headingLevel={2} />
          </>
        ) : (
          <div className="m-auto">
            <ChatEmptyState />
          </div>
        )}
      </div>
    </div>
  );
}
