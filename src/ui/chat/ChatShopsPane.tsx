import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { useChatActorRef } from '../../app/chat/chat-actor-context';
import { useChatSelector } from '../../app/chat/use-chat';
import {
  selectActiveShop,
  selectHasMoreShops,
  selectIsLoadingMoreShops,
  selectIsLoadingShops,
  selectShopSearch,
  selectShops,
  selectShopsFailure,
} from '../../machines/chat/chat.selectors';
import type { ChatShop } from '../../machines/chat/chat.types';
import { LoadFailed } from '../common/LoadFailed';
import { Button } from '../kit/Button';
import { EmptyState } from '../kit/EmptyState';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { TextField } from '../kit/TextField';
import { ChatShopList } from './ChatShopList';

export interface ChatShopsPaneProps {
  /** A shop was picked (on a small screen the conversation then takes the place of the list). */
  onPicked: (shop: ChatShop) => void;
  /** The scroll box holding the rows, so the page can bring focus back to them. */
  listRef?: RefObject<HTMLDivElement | null>;
}

/**
 * The shop list of /massages bound to the chat machine: the 'Search Seller' box (the machine waits for a pause
 * in typing), the conversations, and the next page when scrolled near the end (or from the button there).
 */
export function ChatShopsPane({ onPicked, listRef }: ChatShopsPaneProps) {
  const { t } = useLingui();
  const chat = useChatActorRef();
  const search = useChatSelector(selectShopSearch);
  const shops = useChatSelector(selectShops);
  const activeShop = useChatSelector(selectActiveShop);
  const isLoading = useChatSelector(selectIsLoadingShops);
  const isLoadingMore = useChatSelector(selectIsLoadingMoreShops);
  const hasMore = useChatSelector(selectHasMoreShops);
  const failure = useChatSelector(selectShopsFailure);
  const retry = () => chat.send({ type: 'chat.shops.retry' });
  // For those who do not scroll: the machine still decides whether there is a next page.
  const showMore = () => chat.send({ type: 'chat.shops.more' });
  const pick = (shopId: number) => {
    const shop = shops.find((row) => row.shop.id === shopId)?.shop;
    if (!shop) return;
    chat.send({ type: 'chat.shop.select', shop });
    onPicked(shop);
  };

  let body: ReactNode;
  if (isLoading) {
    body = (
      <SkeletonGroup label={t`Loading sellers`} className="flex flex-col gap-2 p-3">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </SkeletonGroup>
    );
  } else if (failure && shops.length === 0) {
    body = (
      <div className="p-3">
        <LoadFailed status={failure.status} onRetry={retry} />
      </div>
    );
  } else if (shops.length === 0) {
    const query = search.trim();
    body = query ? (
      <EmptyState headingLevel={3} title={<Trans>No seller found</Trans>}>
        <Trans>No conversation matches “{query}”. Check the name or clear the search.</Trans>
      </EmptyState>
    ) : (
      <EmptyState headingLevel={3} title={<Trans>No conversations yet</Trans>}>
        <Trans>Open a product and choose “Chat with the shop” to write to its seller.</Trans>
      </EmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-2 p-2">
        <ChatShopList conversations={shops} selectedShopId={activeShop?.id ?? null} onSelect={pick} />
        {failure ? (
          <LoadFailed status={failure.status} onRetry={retry} />
        ) : (
          hasMore && (
            <Button variant="ghost" size="sm" isPending={isLoadingMore} onPress={showMore} className="self-center">
              <Trans>Show more sellers</Trans>
            </Button>
          )
        )}
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-gray-200 border-b p-3">
        <TextField
          type="search"
          label={t`Search Seller`}
          value={search}
          onChange={(text) => chat.send({ type: 'chat.shops.search', text })}
        />
      </div>
      <div
        ref={listRef}
        aria-busy={isLoading || isLoadingMore}
        onScroll={(event) => {
          const box = event.currentTarget;
          chat.send({ type: 'chat.shops.scrolled', fromTop: box.scrollTop });
        }}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        {body}
      </div>
    </div>
  );
}
