import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { LoadFailed } from '../common/LoadFailed';
import { Button } from '../kit/Button';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';
import { VisuallyHidden } from '../kit/VisuallyHidden';
import { ChatMessage, type ChatMessageData } from './ChatMessage';
import { useArrivalNotice } from './use-arrival-notice';
import { useLogScroll } from './use-log-scroll';

export interface MessageLogProps {
  /** The shop the conversation is with; names the region. */
  shopName: string;
  /** Oldest first, as they are shown. */
  messages: readonly ChatMessageData[];
  /** What "now" is for the messages' times; the render's time when left out. */
  now?: Date;
  /** The first page is on its way. */
  isLoading?: boolean;
  /** There are older messages than the first one shown. */
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** The last fetch failed (status 0: the server was not reached); shown with Try again. */
  loadError?: { status: number } | null;
  onRetry?: () => void;
  /** The distance scrolled from the top, for loading older messages near it. */
  onScroll?: (distanceFromTop: number) => void;
}

/**
 * The conversation: a log that scrolls on its own (and can be scrolled from the keyboard). A screen reader
 * announces politely only the messages added at its end, each with its writer; pages of history are read when
 * reached. Older messages load from the button at its top, or by scrolling near the top where the caller
 * listens through `onScroll`; the view stays put as they arrive.
 */
export function MessageLog({
  shopName,
  messages,
  now,
  isLoading = false,
  hasOlder = false,
  isLoadingOlder = false,
  onLoadOlder,
  loadError = null,
  onRetry,
  onScroll,
}: MessageLogProps) {
  const { t } = useLingui();
  const region = useRef<HTMLDivElement>(null);
  const remember = useLogScroll(
    region,
    messages.map((message) => message.id),
  );
  const pressedOlder = useRef(false);
  const arrival = useArrivalNotice(shopName, messages, isLoading);

  // The "Load older" button goes away once the start is reached: focus stays in the conversation, not lost.
  useEffect(() => {
    if (!pressedOlder.current || isLoadingOlder) return;
    pressedOlder.current = false;
    if (!hasOlder && document.activeElement === document.body) region.current?.focus();
  }, [hasOlder, isLoadingOlder]);

  return (
    <>
      {/* On the page before its words change, so that they are announced. */}
      <VisuallyHidden>
        <span aria-live="polite">{arrival && <span key={arrival.id}>{arrival.text}</span>}</span>
      </VisuallyHidden>
      <div
        ref={region}
        role="log"
        // Live, it would read out a whole page of history each time one is shown: the notice above speaks instead.
        aria-live="off"
        aria-label={t`Conversation with ${shopName}`}
        aria-busy={isLoading || isLoadingOlder}
        // A region that scrolls must be reachable from the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus to be scrolled
        tabIndex={0}
        onScroll={(event) => {
          remember(event.currentTarget);
          onScroll?.(event.currentTarget.scrollTop);
        }}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3 outline-hidden focus-visible:outline-2 focus-visible:outline-primary-600 focus-visible:-outline-offset-2"
      >
        {hasOlder && onLoadOlder && (
          <div className="flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              isPending={isLoadingOlder}
              onPress={() => {
                pressedOlder.current = true;
                onLoadOlder();
              }}
            >
              <Trans>Load older messages</Trans>
            </Button>
          </div>
        )}
        {loadError && onRetry && <LoadFailed status={loadError.status} onRetry={onRetry} />}
        {isLoading && messages.length === 0 ? (
          <SkeletonGroup label={t`Loading messages`} className="flex flex-col gap-3">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ms-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </SkeletonGroup>
        ) : messages.length === 0 && !loadError ? (
          <p className="m-auto text-center text-gray-600">
            <Trans>No messages yet. Write the first one below.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <li key={message.id}>
                <ChatMessage message={message} now={now} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
